import type { Db, Env } from '../../env.ts';
import { sendEmail } from '../../lib/email.ts';
import { issueToken } from './queries.ts';

/**
 * The emails of an account's own life: confirming the address, resetting the password, and telling the owner
 * of an address that someone tried to sign up with it. Each takes the app's public origin for its links.
 */

/** A fresh confirmation link; `trial` carries the free-trial choice of the signup page on to checkout. */
export async function sendConfirmation(
  env: Env,
  db: Db,
  to: { userId: string; email: string },
  origin: string,
  trial = false,
): Promise<void> {
  const token = await issueToken(db, to.userId, 'email_confirm');
  await sendEmail(env, {
    to: to.email,
    kind: 'confirm_email',
    subject: 'Confirm your email for Dwell',
    text: `Welcome to Dwell.\n\nConfirm your email address, then sign in to continue to checkout:\n${origin}/confirm-email?token=${token}${trial ? '&trial=1' : ''}\n\nThe link works for 7 days. If you did not sign up, ignore this email.`,
  });
}

/** A single-use password reset link (1 hour). */
export async function sendPasswordReset(env: Env, db: Db, to: { userId: string; email: string }, origin: string) {
  const token = await issueToken(db, to.userId, 'password_reset');
  await sendEmail(env, {
    to: to.email,
    kind: 'password_reset',
    subject: 'Reset your Dwell password',
    text: `Someone asked to reset the password of your Dwell account.\n\nChoose a new password here:\n${origin}/reset-password?token=${token}\n\nThe link works once, for 1 hour. If it was not you, ignore this email; your password stays as it is.`,
  });
}

/** Signup with an address that has an account: its owner hears of it, the person signing up learns nothing. */
export async function sendAccountExists(env: Env, email: string, origin: string): Promise<void> {
  await sendEmail(env, {
    to: email,
    kind: 'account_exists',
    subject: 'You already have a Dwell account',
    text: `Someone, maybe you, tried to create a new Dwell account with this email address. It already has an account, so nothing was created and nothing changed.\n\nSign in here:\n${origin}/login\n\nForgot your password? Reset it here:\n${origin}/forgot-password\n\nIf it was not you, ignore this email.`,
  });
}
