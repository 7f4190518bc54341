/**
 * Throttles not covered by api/src/routes/auth/auth.test.ts (which proves the per-address sign-in limit):
 * the per-IP sign-in limit, the password re-entered inside a session, and both email limits of password
 * reset (ASVS V2.4.1, V6.3.1). A refused request sends nothing and says how long to wait.
 */
import { formatWait } from '@dwell/core/format';
import { AUTH } from '@dwell/core/messages';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '@dwell/core/server/password';
import { emailOutbox, users } from '../../src/lib/schema.ts';
import { PASSWORD, uniqueEmail } from '../fixtures/accounts.ts';
import { addMember, sessionOf } from '../fixtures/companies.ts';
import { call, db } from '../fixtures/http.ts';

const from = (ip: string) => ({ 'cf-connecting-ip': ip });

async function mailsTo(address: string) {
  const [row] = await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.toAddress, address));
  return row?.n ?? 0;
}

async function expectThrottled(res: Response, template: string) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error).toEqual({ code: 'rate_limited', message: template.replace('{wait}', formatWait(seconds)) });
  return seconds;
}

describe('password reset emails', () => {
  it('sends at most 5 an hour to one address, whoever asks', async () => {
    const someone = await addMember(null, 'admin', 'reset');
    for (let i = 1; i <= 5; i += 1) {
      const res = await call('/api/auth/forgot-password', {
        json: { email: someone.email },
        headers: from(`192.0.2.${i}`),
        settle: true,
      });
      expect(res.status).toBe(200);
    }
    const sixth = await call('/api/auth/forgot-password', {
      json: { email: someone.email },
      headers: from('192.0.2.9'),
      settle: true,
    });
    const wait = await expectThrottled(sixth, AUTH.tooManyEmails);
    // An hour's window: the wait is told in minutes.
    expect(wait).toBeGreaterThan(60);
    // Asking again while refused is not counted: the wait does not move further out.
    for (let i = 0; i < 3; i += 1) {
      const again = await call('/api/auth/forgot-password', {
        json: { email: someone.email },
        headers: from('192.0.2.9'),
        settle: true,
      });
      expect(await expectThrottled(again, AUTH.tooManyEmails)).toBeLessThanOrEqual(wait);
    }
    expect(await mailsTo(someone.email)).toBe(5);
  }, 30_000);

  it('answers at most 20 an hour from one IP address, whatever the addresses', async () => {
    const ip = from('192.0.2.77');
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await call('/api/auth/forgot-password', { json: { email: uniqueEmail('ip') }, headers: ip })).status,
      ).toBe(200);
    }
    const someone = await addMember(null, 'admin', 'late');
    await expectThrottled(
      await call('/api/auth/forgot-password', { json: { email: someone.email }, headers: ip, settle: true }),
      AUTH.tooManyEmails,
    );
    expect(await mailsTo(someone.email)).toBe(0);
    // 21 requests, each answered only after its constant-time work: slow on a busy 2-core machine.
  }, 30_000);
});

describe('sign-in from one IP address', () => {
  it('refuses every sign-in after 20 failures in 15 minutes, even the right password of another account', async () => {
    const ip = from('192.0.2.99');
    for (let i = 0; i < 20; i += 1) {
      const res = await call('/api/auth/login', {
        json: { email: uniqueEmail('guess'), password: 'not-it-123' },
        headers: ip,
      });
      expect(res.status).toBe(401);
    }
    const someone = await addMember(null, 'admin', 'victim');
    const res = await call('/api/auth/login', { json: { email: someone.email, password: PASSWORD }, headers: ip });
    await expectThrottled(res, AUTH.tooManyAttempts);
    const elsewhere = await call('/api/auth/login', {
      json: { email: someone.email, password: PASSWORD },
      headers: from('192.0.2.100'),
    });
    expect(elsewhere.status).toBe(200);
  }, 60_000);
});

describe('the current password entered again inside a session', () => {
  const wrong = { currentPassword: 'not-my-password', newPassword: 'brand-new-pass-77' };

  it('is throttled like sign-in: after 5 wrong passwords even the right one is refused, on every route that asks', async () => {
    const someone = await addMember(null, 'admin', 'stolen');
    const ip = from('192.0.2.150');
    for (let i = 0; i < 5; i += 1) {
      const res = await call('/api/auth/change-password', { cookie: someone.cookie, json: wrong, headers: ip });
      expect(res.status).toBe(400);
    }
    const right = { currentPassword: PASSWORD, newPassword: 'brand-new-pass-77' };
    await expectThrottled(
      await call('/api/auth/change-password', { cookie: someone.cookie, json: right, headers: ip }),
      AUTH.tooManyAttempts,
    );
    await expectThrottled(
      await call('/api/auth/sessions/end-others', {
        cookie: someone.cookie,
        json: { password: PASSWORD },
        headers: ip,
      }),
      AUTH.tooManyAttempts,
    );
    // The same budget as signing in: the address is locked there too, whatever the IP address.
    await expectThrottled(
      await call('/api/auth/login', {
        json: { email: someone.email, password: PASSWORD },
        headers: from('192.0.2.151'),
      }),
      AUTH.tooManyAttempts,
    );
    const [user] = await db().select().from(users).where(eq(users.id, someone.userId));
    expect(await verifyPassword(PASSWORD, user?.passwordHash ?? '')).toBe(true);
  }, 60_000);

  it('counts wrong passwords of /sessions/end-others against the same limit', async () => {
    const someone = await addMember(null, 'admin', 'ender');
    const ip = from('192.0.2.160');
    for (let i = 0; i < 5; i += 1) {
      const res = await call('/api/auth/sessions/end-others', {
        cookie: someone.cookie,
        json: { password: `guess-${i}-password` },
        headers: ip,
      });
      expect(res.status).toBe(400);
    }
    const other = await sessionOf(someone.userId);
    await expectThrottled(
      await call('/api/auth/sessions/end-others', {
        cookie: someone.cookie,
        json: { password: PASSWORD },
        headers: ip,
      }),
      AUTH.tooManyAttempts,
    );
    expect((await call('/api/auth/session', { cookie: other.cookie })).status).toBe(200);
  }, 60_000);
});
