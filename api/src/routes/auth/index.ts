import { AUTH, fill } from '@dwell/core/messages';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  tokenSchema,
} from '@dwell/core/schemas/auth';
import { homeFor } from '@dwell/core/session';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { clientIp, deviceFingerprint, userAgent } from '../../lib/client-info.ts';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '../../lib/cookies.ts';
import { appOrigin, sendEmail, throttleEmail } from '../../lib/email.ts';
import { ApiError } from '../../lib/errors.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/password.ts';
import { clearRateLimit, hitRateLimit, isRateLimited } from '../../lib/rate-limit.ts';
import { sessionConfig } from '../../lib/session-config.ts';
import { toSessionInfo } from '../../lib/session-info.ts';
import { audit, createSession, readSession, terminateSession, terminateUserSessions } from '../../lib/sessions.ts';
import { afterResponse, timerFor } from '../../lib/timer.ts';
import { validate } from '../../lib/validate.ts';
import { requireAuth } from '../../middleware/session.ts';
import {
  confirmEmail,
  consumeToken,
  createCompanyWithOwner,
  findUserByEmail,
  issueToken,
  setPassword,
} from './queries.ts';
import { reauthenticate } from './reauth.ts';
import { sessionRoutes } from './session-routes.ts';

const LOGIN_WINDOW_MS = 15 * 60_000;
const LOGIN_FAILURES_PER_EMAIL = 5;
const LOGIN_FAILURES_PER_IP = 20;

const clientOf = (c: Context<AppEnv>) => ({
  ip: clientIp(c),
  userAgent: userAgent(c),
  fingerprint: deviceFingerprint(c),
});

/** Starts a session for a user who just proved who they are, ending the one the browser held before. */
async function signIn(c: Context<AppEnv>, userId: string) {
  const db = c.get('db');
  const config = sessionConfig(c.env);
  const previous = readSessionCookie(c);
  if (previous) {
    const old = await readSession(db, previous);
    if (old?.isActive) {
      await terminateSession(db, old.sessionId, 'user_logout');
      afterResponse(c, () => timerFor(c.env, old.sessionId).end('user_logout'));
    }
  }
  const created = await createSession(db, userId, clientOf(c), config);
  await timerFor(c.env, created.id).start({
    sessionId: created.id,
    userId,
    expiresAt: created.expiresAt,
    absoluteExpiresAt: created.absoluteExpiresAt,
    warningMs: config.warningMs,
  });
  for (const evicted of created.evicted) afterResponse(c, () => timerFor(c.env, evicted).end('force_cleanup'));
  writeSessionCookie(c, created.token, (created.absoluteExpiresAt - Date.now()) / 1000);
  const record = await readSession(db, created.token);
  if (!record) throw new ApiError(500, 'session_failed', AUTH.sessionInitFailed);
  const session = toSessionInfo(record, config);
  return { session, home: homeFor(session) };
}

async function sendConfirmation(c: Context<AppEnv>, userId: string, email: string) {
  const token = await issueToken(c.get('db'), userId, 'email_confirm');
  await sendEmail(c.env, c.get('db'), {
    to: email,
    kind: 'confirm_email',
    subject: 'Confirm your email for Dwell',
    text: `Welcome to Dwell.\n\nConfirm your email address to keep signing in:\n${appOrigin(c)}/confirm-email?token=${token}\n\nThe link works for 7 days. If you did not sign up, ignore this email.`,
  });
}

function tooManyAttempts(c: Context<AppEnv>, retryAfter: number): ApiError {
  c.header('Retry-After', String(retryAfter));
  return new ApiError(429, 'rate_limited', fill(AUTH.tooManyAttempts, { seconds: retryAfter }));
}

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', validate('json', signupSchema), async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    if (await findUserByEmail(db, input.email)) {
      throw new ApiError(409, 'user_already_exists', AUTH.alreadyRegistered);
    }
    await throttleEmail(c, input.email);
    const passwordHash = await hashPassword(input.password);
    let created: { userId: string; companyId: string };
    try {
      created = await createCompanyWithOwner(db, { ...input, passwordHash });
    } catch (error) {
      // Two signups racing for one address: the unique index lets only one through.
      if (String(error).includes('UNIQUE')) throw new ApiError(409, 'user_already_exists', AUTH.alreadyRegistered);
      throw error;
    }
    await audit(db, { userId: created.userId, type: 'signup', client: clientOf(c) });
    await sendConfirmation(c, created.userId, input.email);
    return c.json({ ...(await signIn(c, created.userId)), message: AUTH.accountCreated }, 201);
  })
  .post('/login', validate('json', loginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const db = c.get('db');
    const emailKey = `login:email:${email}`;
    const ipKey = `login:ip:${clientIp(c)}`;
    for (const [key, limit] of [
      [emailKey, LOGIN_FAILURES_PER_EMAIL],
      [ipKey, LOGIN_FAILURES_PER_IP],
    ] as const) {
      const state = await isRateLimited(db, key, limit, LOGIN_WINDOW_MS);
      if (!state.allowed) throw tooManyAttempts(c, state.retryAfter);
    }
    const user = await findUserByEmail(db, email);
    // Hash even for unknown addresses, so the answer time does not tell which addresses exist.
    const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !valid || user.disabledAt) {
      await hitRateLimit(db, emailKey, LOGIN_FAILURES_PER_EMAIL, LOGIN_WINDOW_MS);
      await hitRateLimit(db, ipKey, LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_MS);
      await audit(db, { userId: user?.id ?? null, type: 'login_failed', client: clientOf(c) });
      throw new ApiError(401, 'invalid_credentials', AUTH.invalidCredentials);
    }
    if (!user.emailConfirmedAt) throw new ApiError(403, 'email_not_confirmed', AUTH.emailNotConfirmed);
    await clearRateLimit(db, emailKey);
    await audit(db, { userId: user.id, type: 'login', client: clientOf(c) });
    return c.json({ ...(await signIn(c, user.id)), message: AUTH.loggedIn });
  })
  .post('/logout', async (c) => {
    const token = readSessionCookie(c);
    const record = token ? await readSession(c.get('db'), token) : null;
    if (record?.isActive) {
      await terminateSession(c.get('db'), record.sessionId, 'user_logout');
      afterResponse(c, () => timerFor(c.env, record.sessionId).end('user_logout'));
    }
    clearSessionCookie(c);
    return c.json({ message: AUTH.loggedOut });
  })
  .post('/forgot-password', validate('json', forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    await throttleEmail(c, email);
    const db = c.get('db');
    const user = await findUserByEmail(db, email);
    // The same answer whether or not the address has an account.
    if (user && !user.disabledAt) {
      const token = await issueToken(db, user.id, 'password_reset');
      await sendEmail(c.env, db, {
        to: email,
        kind: 'password_reset',
        subject: 'Reset your Dwell password',
        text: `Someone asked to reset the password of your Dwell account.\n\nChoose a new password here:\n${appOrigin(c)}/reset-password?token=${token}\n\nThe link works once, for 1 hour. If it was not you, ignore this email; your password stays as it is.`,
      });
      await audit(db, { userId: user.id, type: 'password_reset_requested', client: clientOf(c) });
    }
    return c.json({ message: AUTH.resetSent });
  })
  .post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    const db = c.get('db');
    const userId = await consumeToken(db, token, 'password_reset');
    if (!userId) throw new ApiError(400, 'reset_token_invalid', AUTH.resetTokenInvalid);
    await setPassword(db, userId, await hashPassword(password));
    // Following the emailed link proves the mailbox is theirs.
    await confirmEmail(db, userId);
    const ended = await terminateUserSessions(db, userId, 'force_cleanup');
    for (const id of ended) afterResponse(c, () => timerFor(c.env, id).end('force_cleanup'));
    await audit(db, { userId, type: 'password_reset', client: clientOf(c), details: { sessionsEnded: ended.length } });
    return c.json({ message: 'Your password has been reset. Sign in with your new password.' });
  })
  .post('/confirm-email', validate('json', tokenSchema), async (c) => {
    const db = c.get('db');
    const userId = await consumeToken(db, c.req.valid('json').token, 'email_confirm');
    if (!userId) throw new ApiError(400, 'confirm_token_invalid', AUTH.confirmTokenInvalid);
    await confirmEmail(db, userId);
    await audit(db, { userId, type: 'email_confirmed', client: clientOf(c) });
    return c.json({ message: 'Your email address is confirmed.' });
  })
  .post('/resend-confirmation', validate('json', forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    await throttleEmail(c, email);
    const user = await findUserByEmail(c.get('db'), email);
    if (user && !user.emailConfirmedAt && !user.disabledAt) await sendConfirmation(c, user.id, email);
    // The same answer either way, so the page does not reveal which addresses have accounts.
    return c.json({ message: 'If that address has an unconfirmed Dwell account, we sent it a new confirmation link.' });
  })
  .post('/change-password', requireAuth, validate('json', changePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const db = c.get('db');
    const auth = c.get('auth');
    await reauthenticate(c, currentPassword);
    await setPassword(db, auth.userId, await hashPassword(newPassword));
    const ended = await terminateUserSessions(db, auth.userId, 'force_cleanup', auth.sessionId);
    for (const id of ended) afterResponse(c, () => timerFor(c.env, id).end('force_cleanup'));
    await audit(db, { userId: auth.userId, sessionId: auth.sessionId, type: 'password_changed', client: clientOf(c) });
    return c.json({ message: 'Password changed. Your other sessions were signed out.', sessionsEnded: ended.length });
  })
  .route('/', sessionRoutes);
