import { VALIDATION } from '@dwell/core/messages';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { users } from '../../lib/schema.ts';

export const reauthSchema = z.object({
  password: z.string({ error: VALIDATION.passwordRequired }).min(1, VALIDATION.passwordRequired).max(256),
});

/** Sensitive actions ask for the password again, even inside a valid session (ASVS V7.5). */
export async function reauthenticate(c: Context<AppEnv>, password: string): Promise<void> {
  const [user] = await c
    .get('db')
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, c.get('auth').userId));
  if (!user || !(await verifyPassword(password, user.hash))) {
    throw new ApiError(400, 'wrong_password', 'Your current password is not correct.');
  }
}
