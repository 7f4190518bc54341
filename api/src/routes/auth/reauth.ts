import { VALIDATION } from '@dwell/core/messages';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { verifyPassword } from '@dwell/core/server/password';
import { users } from '../../lib/schema.ts';
import { assertMayTryPassword, clearPasswordFailures, countPasswordFailure } from '../../lib/sign-in-throttle.ts';

export const reauthSchema = z.object({
  password: z.string({ error: VALIDATION.passwordRequired }).min(1, VALIDATION.passwordRequired).max(256),
});

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
