import { AUTH } from '@dwell/core/messages';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  tokenSchema,
} from '@dwell/core/schemas/auth';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { clientFacts } from '../../lib/client-info.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { clearSessionCookie, readSessionCookie } from '../../lib/cookies.ts';
import { appOrigin, throttleEmail } from '../../lib/email.ts';
import { ApiError } from '../../lib/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from '@dwell/core/server/password';
import { passwordCost } from '../../lib/password-cost.ts';
import { audit, readSession, terminateSession, terminateUserSessions } from '../../lib/sessions.ts';
import { assertMayTryPassword, clearPasswordFailures, countPasswordFailure } from '../../lib/sign-in-throttle.ts';
import { afterResponse, timerFor } from '../../lib/timer.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { sendConfirmation, sendPasswordReset } from './account-emails.ts';
import { confirmEmail, consumeToken, findUserByEmail, setPassword } from './queries.ts';
import { reauthenticate } from './reauth.ts';
import { sessionRoutes } from './session-routes.ts';
import { signIn } from './sign-in.ts';
import { startSignup } from './signup.ts';

/** Signing up, in and out, and recovering an account: anyone may try (each is throttled on its own). */
const open = guard({ access: 'public' });

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', open, validate('json', signupSchema), async (c) => {
    await startSignup(c, c.req.valid('json'));
    return c.json({ message: AUTH.signupCheckEmail }, 202);
  })
  .post('/login', open, validate('json', loginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const db = c.get('db');
    await assertMayTryPassword(c, email);
    const user = await findUserByEmail(db, email);
    // Hash even for unknown addresses, so the answer time does not tell which addresses exist.
    const valid = await verifyPassword(password, user?.passwordHash ?? dummyHash(passwordCost(c.env)));
    if (!user || !valid || user.disabledAt) {
      await countPasswordFailure(c, email);
      await audit(db, { userId: user?.id ?? null, type: 'login_failed', client: clientFacts(c) });
      throw new ApiError(401, 'invalid_credentials', AUTH.invalidCredentials);
    }
    if (!user.emailConfirmedAt) throw new ApiError(403, 'email_not_confirmed', AUTH.emailNotConfirmed);
    await clearPasswordFailures(c, email);
    await audit(db, { userId: user.id, type: 'login', client: clientFacts(c) });
    return c.json({ ...(await signIn(c, user.id)), message: AUTH.loggedIn });
  })
  .post('/logout', open, async (c) => {
    const token = readSessionCookie(c);
    const record = token ? await readSession(c.get('db'), token) : null;
    if (record?.isActive) {
      await terminateSession(c.get('db'), record.sessionId, 'user_logout');
      afterResponse(c, () => timerFor(c.env, record.sessionId).end('user_logout'));
    }
    clearSessionCookie(c);
    return c.json({ message: AUTH.loggedOut });
  })
  .post('/forgot-password', open, validate('json', forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    await throttleEmail(c, email);
    const db = c.get('db');
    const origin = appOrigin(c);
    const user = await findUserByEmail(db, email);
    const client = clientFacts(c);
    // The same answer, after the same work, whether or not the address has an account: the token, the email
    // and the audit entry are written after the answer.
    if (user && !user.disabledAt) {
      afterResponse(c, async () => {
        await sendPasswordReset(c.env, db, { userId: user.id, email }, origin);
        await audit(db, { userId: user.id, type: 'password_reset_requested', client });
      });
    }
    return c.json({ message: AUTH.resetSent });
  })
  .post('/reset-password', open, validate('json', resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    const db = c.get('db');
    await assertUncommonPassword(password, 'password');
    const userId = await consumeToken(db, token, 'password_reset');
    if (!userId) throw new ApiError(400, 'reset_token_invalid', AUTH.resetTokenInvalid);
    await setPassword(db, userId, await hashPassword(password, passwordCost(c.env)));
    // Following the emailed link proves the mailbox is theirs.
    await confirmEmail(db, userId);
    const ended = await terminateUserSessions(db, userId, 'force_cleanup');
    for (const id of ended) afterResponse(c, () => timerFor(c.env, id).end('force_cleanup'));
    await audit(db, {
      userId,
      type: 'password_reset',
      client: clientFacts(c),
      details: { sessionsEnded: ended.length },
    });
    return c.json({ message: 'Your password has been reset. Sign in with your new password.' });
  })
  .post('/confirm-email', open, validate('json', tokenSchema), async (c) => {
    const db = c.get('db');
    const userId = await consumeToken(db, c.req.valid('json').token, 'email_confirm');
    if (!userId) throw new ApiError(400, 'confirm_token_invalid', AUTH.confirmTokenInvalid);
    await confirmEmail(db, userId);
    await audit(db, { userId, type: 'email_confirmed', client: clientFacts(c) });
    return c.json({ message: 'Your email address is confirmed.' });
  })
  .post('/resend-confirmation', open, validate('json', forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    await throttleEmail(c, email);
    const db = c.get('db');
    const origin = appOrigin(c);
    const user = await findUserByEmail(db, email);
    // The same answer either way, and the email is sent after it, so the page does not reveal which
    // addresses have accounts.
    if (user && !user.emailConfirmedAt && !user.disabledAt) {
      afterResponse(c, () => sendConfirmation(c.env, db, { userId: user.id, email }, origin));
    }
    return c.json({ message: 'If that address has an unconfirmed Dwell account, we sent it a new confirmation link.' });
  })
  .post('/change-password', guard({ access: 'authenticated' }), validate('json', changePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const { db, auth } = c.var;
    await assertUncommonPassword(newPassword, 'newPassword');
    await reauthenticate(c, auth, currentPassword);
    await setPassword(db, auth.userId, await hashPassword(newPassword, passwordCost(c.env)));
    const ended = await terminateUserSessions(db, auth.userId, 'force_cleanup', auth.sessionId);
    for (const id of ended) afterResponse(c, () => timerFor(c.env, id).end('force_cleanup'));
    await audit(db, {
      userId: auth.userId,
      sessionId: auth.sessionId,
      type: 'password_changed',
      client: clientFacts(c),
    });
    return c.json({ message: 'Password changed. Your other sessions were signed out.', sessionsEnded: ended.length });
  })
  .route('/', sessionRoutes);
