import { ApiError } from '../../lib/errors.ts';
import { verifyPassword } from '@dwell/core/server/password';
import type { SessionRecord } from '../../lib/sessions.ts';
import { assertMayTryPassword, clearPasswordFailures, countPasswordFailure } from '../../lib/sign-in-throttle.ts';
import type { RequestContext } from '../../lib/timer.ts';
import { passwordHashOf } from './queries.ts';

/**
 * Sensitive actions ask for the password again, even inside a valid session (ASVS V7.5). The guesses count
 * against the same limits as sign-in (per address and per IP address), so a stolen session cannot try
 * passwords without end.
 */
export async function reauthenticate(c: RequestContext, auth: SessionRecord, password: string): Promise<void> {
  const { userId, email } = auth;
  await assertMayTryPassword(c, email);
  const hash = await passwordHashOf(c.var.db, userId);
  if (!hash || !(await verifyPassword(password, hash))) {
    await countPasswordFailure(c, email);
    throw new ApiError(400, 'wrong_password', 'Your current password is not correct.');
  }
  await clearPasswordFailures(c, email);
}
