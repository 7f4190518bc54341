import { formatWait } from '@dwell/core/format';
import { AUTH, fill } from '@dwell/core/messages';
import { clientIp } from './client-info.ts';
import type { RequestContext } from './timer.ts';
import { ApiError } from './errors.ts';
import { clearRateLimit, hitRateLimit, isRateLimited } from './rate-limit.ts';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_FAILURES_PER_ADDRESS = 5;
export const SIGN_IN_FAILURES_PER_IP = 20;

/**
 * The counters of wrong passwords. Sign-in and every re-entry of the current password inside a session
 * (changing it, ending sessions) share them, so a stolen session adds no guesses to the account's budget.
 */
const keysOf = (c: RequestContext, email: string) =>
  [
    [`login:email:${email}`, SIGN_IN_FAILURES_PER_ADDRESS],
    [`login:ip:${clientIp(c)}`, SIGN_IN_FAILURES_PER_IP],
  ] as const;

/** 429 with Retry-After once the address or the caller's IP address has used up its failures. */
export async function assertMayTryPassword(c: RequestContext, email: string): Promise<void> {
  for (const [key, limit] of keysOf(c, email)) {
    const state = await isRateLimited(c.var.global, key, limit, SIGN_IN_WINDOW_MS);
    if (!state.allowed) {
      c.header('Retry-After', String(state.retryAfter));
      throw new ApiError(429, 'rate_limited', fill(AUTH.tooManyAttempts, { wait: formatWait(state.retryAfter) }));
    }
  }
}

/** Counts a wrong password against the address and the caller's IP address. */
export async function countPasswordFailure(c: RequestContext, email: string): Promise<void> {
  for (const [key, limit] of keysOf(c, email)) await hitRateLimit(c.var.global, key, limit, SIGN_IN_WINDOW_MS);
}

/** A right password clears the address's count (the IP's count stays: it may be guessing other accounts). */
export async function clearPasswordFailures(c: RequestContext, email: string): Promise<void> {
  await clearRateLimit(c.var.global, `login:email:${email}`);
}
