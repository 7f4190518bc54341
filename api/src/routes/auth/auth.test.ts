import { AUTH, VALIDATION } from '@dwell/core/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, emailOutbox, userRoles, users, userSessions } from '../../lib/schema.ts';
import {
  lastEmail,
  login,
  PASSWORD,
  signUp,
  signUpUnconfirmed,
  tokenFromEmail,
  uniqueEmail,
} from '../../../test/fixtures/accounts.ts';
import { call, db, sessionCookie } from '../../../test/fixtures/http.ts';

interface ErrorAnswer {
  error: { code: string; message: string; details?: unknown };
}

async function countRows() {
  const [u, c, e] = await Promise.all([
    db().select().from(users),
    db().select().from(companies),
    db().select().from(emailOutbox),
  ]);
  return { users: u.length, companies: c.length, emails: e.length };
}

describe('signup', () => {
  it('answers 202 "check your email", creates the company and its carrier_admin unconfirmed and signs nobody in', async () => {
    const email = uniqueEmail('owner');
    const res = await call('/api/auth/signup', {
      json: { email, password: PASSWORD, companyName: 'Prairie Freight', fleetSize: '11-50' },
      settle: true,
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: AUTH.signupCheckEmail });
    expect(res.headers.getSetCookie()).toEqual([]);

    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.emailConfirmedAt).toBeNull();
    const [company] = await db()
      .select()
      .from(companies)
      .where(eq(companies.id, user?.companyId ?? ''));
    expect(company).toMatchObject({ name: 'Prairie Freight', fleetSize: '11-50' });
    const [role] = await db()
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id ?? ''));
    expect(role?.roleId).toBe('role_carrier_admin');
    const mail = await lastEmail(email);
    expect(mail.subject).toBe('Confirm your email for Dwell');
    expect(mail.bodyText).toMatch(/http:\/\/dwell\.test\/confirm-email\?token=[a-z0-9]+\n/);
  });

  it('continues a free-trial signup to a trial checkout: its confirmation link says so', async () => {
    const email = uniqueEmail('trial');
    const res = await call('/api/auth/signup', {
      json: { email, password: PASSWORD, companyName: 'Trial Freight', fleetSize: '1-10', trial: true },
      settle: true,
    });
    expect(res.status).toBe(202);
    expect((await lastEmail(email)).bodyText).toMatch(/\/confirm-email\?token=[a-z0-9]+&trial=1\n/);
  });

  it.each([
    [{ email: '' }, VALIDATION.emailRequired],
    [{ email: 'not-an-address' }, VALIDATION.emailInvalid],
    [{ password: 'short' }, VALIDATION.signupPasswordTooShort],
    [{ fleetSize: '7-9' }, VALIDATION.fleetSizeInvalid],
    [{ companyName: '' }, VALIDATION.companyNameRequired],
  ])('refuses %o with its message and writes nothing', async (override, message) => {
    const before = await countRows();
    const res = await call('/api/auth/signup', {
      json: { email: uniqueEmail(), password: PASSWORD, companyName: 'Acme', fleetSize: '1-10', ...override },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorAnswer;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toBe(message);
    expect(await countRows()).toEqual(before);
  });

  it('answers a registered email exactly as a new one, creates nothing and tells the address’s owner', async () => {
    const { email } = await signUp();
    const before = await countRows();
    const res = await call('/api/auth/signup', {
      json: { email: email.toUpperCase(), password: PASSWORD, companyName: 'Copycat', fleetSize: '1-10' },
      settle: true,
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: AUTH.signupCheckEmail });
    expect(await countRows()).toEqual({ ...before, emails: before.emails + 1 });
    const mail = await lastEmail(email);
    expect(mail.subject).toBe('You already have a Dwell account');
    expect(mail.bodyText).toContain('http://dwell.test/forgot-password');
  });

  it('ignores unknown fields: a signup cannot make itself admin or pick its id', async () => {
    const email = uniqueEmail();
    const res = await call('/api/auth/signup', {
      json: {
        email,
        password: PASSWORD,
        companyName: 'Acme',
        fleetSize: '1-10',
        role: 'admin',
        id: 'usr_mine',
        emailConfirmedAt: 1,
      },
      settle: true,
    });
    expect(res.status).toBe(202);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user?.id).not.toBe('usr_mine');
    expect(user?.emailConfirmedAt).toBeNull();
    const [role] = await db()
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id ?? ''));
    expect(role?.roleId).toBe('role_carrier_admin');
  });

  it('refuses an oversized JSON body with 413 before reading it', async () => {
    const before = await countRows();
    const res = await call('/api/auth/signup', {
      json: { email: uniqueEmail(), password: PASSWORD, companyName: 'x'.repeat(70_000), fleetSize: '1-10' },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(AUTH.bodyTooLarge);
    expect(await countRows()).toEqual(before);
  });

  it('refuses a body that is not JSON with a clear message', async () => {
    const res = await call('/api/auth/signup', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(AUTH.invalidJson);
  });

  it('refuses a cross-site POST and writes nothing', async () => {
    const before = await countRows();
    const res = await call('/api/auth/signup', {
      json: { email: uniqueEmail(), password: PASSWORD, companyName: 'Acme', fleetSize: '1-10' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorAnswer).error).toEqual({
      code: 'cross_site_request',
      message: AUTH.crossSiteRefused,
    });
    const noOrigin = await call('/api/auth/login', {
      json: { email: 'a@b.co', password: 'whatever' },
      headers: { origin: '' },
    });
    expect(noOrigin.status).toBe(403);
    expect(await countRows()).toEqual(before);
  });
});

describe('login', () => {
  it('signs a confirmed user in with a new session token every time', async () => {
    const { email, cookie: signupCookie } = await signUp();
    const first = await login(email);
    expect(first.status).toBe(200);
    const body = (await first.json()) as { message: string };
    expect(body.message).toBe(AUTH.loggedIn);
    const second = await call('/api/auth/login', { json: { email, password: PASSWORD }, cookie: sessionCookie(first) });
    expect(sessionCookie(second)).not.toBe(sessionCookie(first));
    // Signing in again ends the session the browser held before.
    expect((await call('/api/auth/session', { cookie: sessionCookie(first) })).status).toBe(401);
    expect((await call('/api/auth/session', { cookie: signupCookie })).status).toBe(200);
  });

  it('answers a wrong password and an unknown address alike, with the product text', async () => {
    const { email } = await signUp();
    for (const attempt of [login(email, 'wrong-password'), login(uniqueEmail('nobody'))]) {
      const res = await attempt;
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'invalid_credentials', message: AUTH.invalidCredentials } });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("says 'Email not confirmed' until the confirmation link is followed", async () => {
    const { email } = await signUpUnconfirmed();
    const res = await login(email);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'email_not_confirmed', message: AUTH.emailNotConfirmed } });
    const token = await tokenFromEmail(email, '/confirm-email');
    expect((await call('/api/auth/confirm-email', { json: { token } })).status).toBe(200);
    expect((await login(email)).status).toBe(200);
    expect((await call('/api/auth/confirm-email', { json: { token } })).status).toBe(400);
  });

  it('throttles repeated failures for an address with 429 and Retry-After, even for the right password', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong-password')).status).toBe(401);
    const blocked = await login(email);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await blocked.json()) as ErrorAnswer;
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for unknown addresses and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await call('/api/auth/forgot-password', { json: { email }, settle: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: AUTH.resetSent });
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toEqual([]);
  });

  it('requires an email', async () => {
    const res = await call('/api/auth/forgot-password', { json: { email: ' ' } });
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(VALIDATION.forgotEmailRequired);
  });

  it('resets with the emailed single-use token and ends every session of the user', async () => {
    const { email, cookie } = await signUp();
    const other = sessionCookie(await login(email));
    await call('/api/auth/forgot-password', { json: { email }, settle: true });
    const token = await tokenFromEmail(email, '/reset-password');
    const res = await call('/api/auth/reset-password', { json: { token, password: 'brand-new-pass-1' } });
    expect(res.status).toBe(200);
    expect((await call('/api/auth/session', { cookie })).status).toBe(401);
    expect((await call('/api/auth/session', { cookie: other })).status).toBe(401);
    expect((await login(email)).status).toBe(401);
    expect((await login(email, 'brand-new-pass-1')).status).toBe(200);
    const again = await call('/api/auth/reset-password', { json: { token, password: 'another-pass-22' } });
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorAnswer).error.message).toBe(AUTH.resetTokenInvalid);
  });

  it('cancels an earlier token when a new one is issued, and refuses an expired one', async () => {
    const { email } = await signUp();
    await call('/api/auth/forgot-password', { json: { email }, settle: true });
    const first = await tokenFromEmail(email, '/reset-password');
    await call('/api/auth/forgot-password', { json: { email }, settle: true });
    const second = await tokenFromEmail(email, '/reset-password');
    expect(
      (await call('/api/auth/reset-password', { json: { token: first, password: 'brand-new-pass-1' } })).status,
    ).toBe(400);

    const { authTokens } = await import('../../lib/schema.ts');
    await db()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await call('/api/auth/reset-password', { json: { token: second, password: 'brand-new-pass-1' } })).status,
    ).toBe(400);
    expect((await login(email)).status).toBe(200);
  });

  it('changing the password needs the current one and ends the other sessions only', async () => {
    const { email } = await signUp();
    const mine = sessionCookie(await login(email));
    const other = sessionCookie(await login(email));
    const wrong = await call('/api/auth/change-password', {
      cookie: mine,
      json: { currentPassword: 'nope-nope', newPassword: 'fresh-pass-123' },
    });
    expect(wrong.status).toBe(400);
    const ok = await call('/api/auth/change-password', {
      cookie: mine,
      json: { currentPassword: PASSWORD, newPassword: 'fresh-pass-123' },
    });
    expect(ok.status).toBe(200);
    expect((await call('/api/auth/session', { cookie: mine })).status).toBe(200);
    expect((await call('/api/auth/session', { cookie: other })).status).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session so the old cookie is refused', async () => {
    const { cookie, userId } = await signUp();
    const res = await call('/api/auth/logout', { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: AUTH.loggedOut });
    const after = await call('/api/auth/session', { cookie });
    expect(after.status).toBe(401);
    const [row] = await db().select().from(userSessions).where(eq(userSessions.userId, userId));
    expect(row).toMatchObject({ isActive: false, terminationReason: 'user_logout' });
  });
});

describe('resend confirmation', () => {
  it('sends a fresh link to an unconfirmed address and the same answer for any other', async () => {
    const { email } = await signUpUnconfirmed();
    const first = await tokenFromEmail(email, '/confirm-email');
    const res = await call('/api/auth/resend-confirmation', { json: { email }, settle: true });
    expect(res.status).toBe(200);
    const answer = await res.json();
    const second = await tokenFromEmail(email, '/confirm-email');
    expect(second).not.toBe(first);
    expect((await call('/api/auth/confirm-email', { json: { token: first } })).status).toBe(400);
    expect((await call('/api/auth/confirm-email', { json: { token: second } })).status).toBe(200);

    const unknown = await call('/api/auth/resend-confirmation', {
      json: { email: uniqueEmail('nobody') },
      settle: true,
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(answer);
  });
});
