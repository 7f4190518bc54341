import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { users } from '../../lib/schema.ts';
import { assertMayTryPassword, clearPasswordFailures, countPasswordFailure } from '../../lib/sign-in-throttle.ts';

/** The password asked for again; the schema lives in core so the confirming form checks the same. */
export { reauthSchema } from '@dwell/core/schemas/auth';

/**
 * Sensitive actions ask for the password again, even inside a valid session (ASVS V7.5). The guesses count
 * against the same limits as sign-in (per address and per IP address), so a stolen session cannot try
 * passwords without end.
 */
export async function reauthenticate(c: Context<AppEnv>, password: string): Promise<void> {
  const { userId, email } = c.get('auth');
  await assertMayTryPassword(c, email);
  const [user] = await c.get('db').select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(password, user.hash))) {
    await countPasswordFailure(c, email);
    throw new ApiError(400, 'wrong_password', 'Your current password is not correct.');
  }
  await clearPasswordFailures(c, email);
}
