/**
 * Common passwords (ASVS V6.2.4, V6.2.12): every place a password is set refuses the most common ones (the
 * 49,000 of zxcvbn-ts's list, any letter case) with a clear message under the field, and writes nothing.
 * admin:create is covered by scripts/create-admin.test.ts.
 */
import { VALIDATION } from '@dwell/core/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '@dwell/core/server/common-passwords';
import { verifyPassword } from '@dwell/core/server/password';
import { invitations, users } from '../../src/lib/schema.ts';
import { tenant } from './world.ts';
import { PASSWORD, resetThrottles, tokenFromEmail, uniqueEmail } from '../fixtures/accounts.ts';
import { addMember } from '../fixtures/companies.ts';
import { call, db } from '../fixtures/http.ts';

const COMMON = ['password', '12345678', 'Password1', 'QWERTYUIOP', 'iloveyou'];

async function expectRefused(res: Response, field: string) {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    error: {
      code: 'password_too_common',
      message: VALIDATION.passwordTooCommon,
      details: { issues: [{ path: field, message: VALIDATION.passwordTooCommon }] },
    },
  });
}

const passwordOf = async (userId: string) =>
  (await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.hash ?? '';

describe('the list', () => {
  it('holds the passwords of the issue and at least 10,000 more, and lets ordinary ones through', async () => {
    for (const password of COMMON) expect(await isCommonPassword(password)).toBe(true);
    expect(await isCommonPassword(PASSWORD)).toBe(false);
    expect(await isCommonPassword('DwellDemo!2026')).toBe(false);
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    expect(dictionary['passwords-common'].length).toBeGreaterThan(10_000);
  });
});

describe('every place a password is set refuses a common one', () => {
  it.each(COMMON)('signup with %s: 400, no account, no email', async (password) => {
    await resetThrottles();
    const email = uniqueEmail('common');
    const res = await call('/api/auth/signup', {
      json: { email, password, companyName: 'Common Freight', fleetSize: '1-10' },
      settle: true,
    });
    await expectRefused(res, 'password');
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('reset: 400, the password and the link unchanged', async () => {
    await resetThrottles();
    const someone = await addMember(null, 'admin', 'resetter');
    await call('/api/auth/forgot-password', { json: { email: someone.email }, settle: true });
    const token = await tokenFromEmail(someone.email, '/reset-password');
    await expectRefused(await call('/api/auth/reset-password', { json: { token, password: 'password1' } }), 'password');
    expect(await verifyPassword(PASSWORD, await passwordOf(someone.userId))).toBe(true);
    // The link still works for a better password.
    const better = await call('/api/auth/reset-password', { json: { token, password: 'lantern-orchard-41' } });
    expect(better.status).toBe(200);
  });

  it('change: 400, the password unchanged and no session ended', async () => {
    const someone = await addMember(null, 'admin', 'changer');
    const res = await call('/api/auth/change-password', {
      cookie: someone.cookie,
      json: { currentPassword: PASSWORD, newPassword: '123456789' },
    });
    await expectRefused(res, 'newPassword');
    expect(await verifyPassword(PASSWORD, await passwordOf(someone.userId))).toBe(true);
    expect((await call('/api/auth/session', { cookie: someone.cookie })).status).toBe(200);
  });

  it('accepting an invitation: 400, nobody created, the invitation still pending', async () => {
    await resetThrottles();
    const t = await tenant('Commons');
    const email = uniqueEmail('invitee');
    const invited = await call('/api/team/invitations', {
      cookie: t.people.carrier_admin.cookie,
      json: { email, role: 'driver' },
    });
    expect(invited.status).toBe(201);
    const token = await tokenFromEmail(email, '/accept-invite');
    const res = await call('/api/team/accept', { json: { token, fullName: 'Pat Common', password: 'football' } });
    await expectRefused(res, 'password');
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
    const [row] = await db().select().from(invitations).where(eq(invitations.email, email));
    expect(row?.acceptedAt).toBeNull();
  });
});
