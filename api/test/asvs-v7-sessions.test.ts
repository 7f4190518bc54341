/**
 * OWASP ASVS 5.0, chapter V7 (Session Management), the level-2 requirements that apply to Dwell. Each test
 * is named after the requirement it proves. V7.1.x (documentation) is checked against SECURITY.md by
 * scripts/security-doc.test.ts; V7.6.x (federated re-authentication) does not apply: Dwell has no SSO.
 */
import { env, runDurableObjectAlarm } from 'cloudflare:test';
import { TERMINATION_MESSAGES } from '@dwell/core/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '@dwell/core/server/password';
import { MAX_CONCURRENT_SESSIONS } from '@dwell/core/constants';
import { userRoles, users, userSessions } from '../src/lib/schema.ts';
import { timerFor } from '../src/lib/timer.ts';
import { login, PASSWORD, signUp, uniqueEmail } from './fixtures/accounts.ts';
import { call, db, sessionCookie } from './fixtures/http.ts';

const sessionIdOf = (cookie: string) => cookie.split('=')[1]?.split('.')[0] ?? '';

async function sessionRow(cookie: string) {
  const [row] = await db()
    .select()
    .from(userSessions)
    .where(eq(userSessions.id, sessionIdOf(cookie)));
  return row;
}

async function expectRefused(cookie: string, reason: string) {
  const res = await call('/api/auth/session', { cookie });
  expect(res.status).toBe(401);
  const body = (await res.json()) as { error: { code: string; details?: { reason: string } } };
  expect(body.error.details?.reason).toBe(reason);
}

describe('ASVS V7.2 fundamental session management security', () => {
  it('V7.2.1 verifies every session token at the backend: a token with a wrong secret is refused', async () => {
    const { cookie } = await signUp();
    const [name, value] = cookie.split('=');
    const [id, secret] = (value ?? '').split('.');
    const forged = `${name}=${id}.${(secret ?? '').replace(/^./, (ch) => (ch === 'a' ? 'b' : 'a'))}`;
    const res = await call('/api/auth/session', { cookie: forged });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      TERMINATION_MESSAGES.verification_failed,
    );
    expect((await call('/api/auth/session', { cookie: `${name}=garbage` })).status).toBe(401);
    expect((await call('/api/auth/session', { cookie })).status).toBe(200);
  });

  it('V7.2.2 uses dynamically generated reference tokens, never a static secret', async () => {
    const { email } = await signUp();
    const a = sessionCookie(await login(email));
    const b = sessionCookie(await login(email));
    expect(a).not.toBe(b);
    await call('/api/auth/logout', { method: 'POST', cookie: b });
    expect((await call('/api/auth/session', { cookie: b })).status).toBe(401);
  });

  it('V7.2.3 generates unique tokens from a CSPRNG with at least 128 bits, and stores only their hash', async () => {
    const { cookie } = await signUp();
    const secret = cookie.split('=')[1]?.split('.')[1] ?? '';
    // Base32: 5 bits per character; 32 random bytes give 52 characters, 256 bits.
    expect(secret.length * 5).toBeGreaterThanOrEqual(128);
    const row = await sessionRow(cookie);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(secret);
  });

  it('V7.2.4 issues a new token on every authentication and ends the one presented', async () => {
    const { email, cookie } = await signUp();
    const fresh = await call('/api/auth/login', { json: { email, password: PASSWORD }, cookie });
    expect(sessionCookie(fresh)).not.toBe(cookie);
    await expectRefused(cookie, 'user_logout');
  });
});

describe('ASVS V7.3 session timeout', () => {
  it('V7.3.1 enforces the inactivity timeout on the server, even if no tab heard about it', async () => {
    const { cookie } = await signUp();
    await db()
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userSessions.id, sessionIdOf(cookie)));
    await expectRefused(cookie, 'idle_timeout');
    expect(await sessionRow(cookie)).toMatchObject({ isActive: false, terminationReason: 'idle_timeout' });
  });

  it('V7.3.1 the session timer ends an idle session at its deadline and records why', async () => {
    const { cookie } = await signUp();
    const id = sessionIdOf(cookie);
    const timer = timerFor(env, id);
    await timer.sync(Date.now() - 1);
    expect(await runDurableObjectAlarm(timer)).toBe(true);
    expect(await sessionRow(cookie)).toMatchObject({ isActive: false, terminationReason: 'idle_timeout' });
    await expectRefused(cookie, 'idle_timeout');
  });

  it('V7.3.2 enforces an absolute maximum lifetime that activity and extension cannot pass', async () => {
    const { cookie } = await signUp();
    const id = sessionIdOf(cookie);
    const absolute = Date.now() + 60_000;
    await db()
      .update(userSessions)
      .set({ absoluteExpiresAt: new Date(absolute), lastActivity: new Date(Date.now() - 120_000) })
      .where(eq(userSessions.id, id));
    const extended = (await (await call('/api/auth/session/extend', { method: 'POST', cookie })).json()) as {
      expiresAt: number;
    };
    expect(extended.expiresAt).toBe(absolute);
    await db()
      .update(userSessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1) })
      .where(eq(userSessions.id, id));
    await expectRefused(cookie, 'absolute_timeout');
  });
});

describe('ASVS V7.4 session termination', () => {
  it('V7.4.1 a logged-out or expired session cannot be used for anything, reads or writes', async () => {
    const { cookie } = await signUp();
    await call('/api/auth/logout', { method: 'POST', cookie });
    expect((await call('/api/auth/session', { cookie })).status).toBe(401);
    expect((await call('/api/auth/session/extend', { method: 'POST', cookie })).status).toBe(401);
    expect((await call('/api/auth/session/activity', { method: 'POST', cookie })).status).toBe(401);
  });

  it('V7.4.2 ends every session of an account that is disabled', async () => {
    const { email, userId } = await signUp();
    const a = sessionCookie(await login(email));
    const b = sessionCookie(await login(email));
    await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId));
    expect((await call('/api/auth/session', { cookie: a })).status).toBe(401);
    const rows = await db().select().from(userSessions).where(eq(userSessions.userId, userId));
    expect(rows.every((r) => !r.isActive)).toBe(true);
    expect((await call('/api/auth/session', { cookie: b })).status).toBe(401);
    expect((await login(email)).status).toBe(401);
  });

  it('V7.4.3 changing the password ends all other sessions; resetting it ends them all', async () => {
    const { email } = await signUp();
    const mine = sessionCookie(await login(email));
    const other = sessionCookie(await login(email));
    await call('/api/auth/change-password', {
      cookie: mine,
      json: { currentPassword: PASSWORD, newPassword: 'another-pass-77' },
    });
    await expectRefused(other, 'force_cleanup');
    expect((await call('/api/auth/session', { cookie: mine })).status).toBe(200);
  });

  it('V7.4.5 a platform admin can end every session of a user; nobody else can', async () => {
    const target = await signUp();
    const targetCookie = sessionCookie(await login(target.email));
    const adminEmail = uniqueEmail('admin');
    await db()
      .insert(users)
      .values({
        id: 'usr_admin_t',
        email: adminEmail,
        passwordHash: await hashPassword(PASSWORD),
        emailConfirmedAt: new Date(),
      });
    await db().insert(userRoles).values({ userId: 'usr_admin_t', roleId: 'role_admin' });
    const adminCookie = sessionCookie(await login(adminEmail));

    const denied = await call(`/api/admin/users/${target.userId}/sessions/end`, {
      method: 'POST',
      cookie: target.cookie,
    });
    expect(denied.status).toBe(403);
    const ok = await call(`/api/admin/users/${target.userId}/sessions/end`, { method: 'POST', cookie: adminCookie });
    expect(ok.status).toBe(200);
    await expectRefused(targetCookie, 'force_cleanup');
  });
});

describe('ASVS V7.5 defenses against session abuse', () => {
  it('V7.5.1 asks for the current password before changing it', async () => {
    const { cookie, email } = await signUp();
    const res = await call('/api/auth/change-password', {
      cookie,
      json: { currentPassword: 'not-it-at-all', newPassword: 'another-pass-77' },
    });
    expect(res.status).toBe(400);
    expect((await login(email)).status).toBe(200);
  });

  it('V7.5.2 lets users see their active sessions and end any or all of them after re-entering the password', async () => {
    const { email } = await signUp();
    const mine = sessionCookie(await login(email));
    const second = sessionCookie(await login(email));
    const third = sessionCookie(await login(email));
    const list = (await (await call('/api/auth/sessions', { cookie: mine })).json()) as {
      sessions: { id: string; current: boolean }[];
    };
    expect(list.sessions.filter((s) => s.current).map((s) => s.id)).toEqual([sessionIdOf(mine)]);
    expect(list.sessions.map((s) => s.id)).toEqual(expect.arrayContaining([sessionIdOf(second), sessionIdOf(third)]));

    const noPassword = await call(`/api/auth/sessions/${sessionIdOf(second)}/end`, {
      cookie: mine,
      json: { password: 'wrong-one' },
    });
    expect(noPassword.status).toBe(400);
    expect(
      (await call(`/api/auth/sessions/${sessionIdOf(second)}/end`, { cookie: mine, json: { password: PASSWORD } }))
        .status,
    ).toBe(200);
    await expectRefused(second, 'user_logout');
    expect((await call('/api/auth/sessions/end-others', { cookie: mine, json: { password: PASSWORD } })).status).toBe(
      200,
    );
    await expectRefused(third, 'user_logout');
    expect((await call('/api/auth/session', { cookie: mine })).status).toBe(200);
  });

  it('V7.5.2 one user cannot end another user\u2019s session', async () => {
    const a = await signUp();
    const b = await signUp();
    const res = await call(`/api/auth/sessions/${sessionIdOf(b.cookie)}/end`, {
      cookie: a.cookie,
      json: { password: PASSWORD },
    });
    expect(res.status).toBe(404);
    expect((await call('/api/auth/session', { cookie: b.cookie })).status).toBe(200);
  });
});

describe('concurrent sessions (documented under V7.1.2)', () => {
  it(`keeps at most ${MAX_CONCURRENT_SESSIONS} sessions per user, ending the oldest with a forced cleanup`, async () => {
    const { email, cookie: first } = await signUp();
    for (let i = 0; i < MAX_CONCURRENT_SESSIONS; i++) await login(email);
    await expectRefused(first, 'force_cleanup');
  });
});
