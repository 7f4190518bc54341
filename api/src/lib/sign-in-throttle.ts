import { AUTH, fill } from '@dwell/core/messages';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { clientIp } from './client-info.ts';
import { ApiError } from './errors.ts';
import { clearRateLimit, hitRateLimit, isRateLimited } from './rate-limit.ts';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_FAILURES_PER_ADDRESS = 5;
export const SIGN_IN_FAILURES_PER_IP = 20;

/**
 * The counters of wrong passwords. Sign-in and every re-entry of the current password inside a session
 * (changing it, ending sessions) share them, so a stolen session adds no guesses to the account's budget.
 */
const keysOf = (c: Context<AppEnv>, email: string) =>
  [
    [`login:email:${email}`, SIGN_IN_FAILURES_PER_ADDRESS],
    [`login:ip:${clientIp(c)}`, SIGN_IN_FAILURES_PER_IP],
  ] as const;

/** 429 with Retry-After once the address or the caller's IP address has used up its failures. */
export async function assertMayTryPassword(c: Context<AppEnv>, email: string): Promise<void> {
  for (const [key, limit] of keysOf(c, email)) {
    const state = await isRateLimited(c.get('db'), key, limit, SIGN_IN_WINDOW_MS);
    if (!state.allowed) {
      c.header('Retry-After', String(state.retryAfter));
      throw new ApiError(429, 'rate_limited', fill(AUTH.tooManyAttempts, { seconds: state.retryAfter }));
    }
  }
}

/** Counts a wrong password against the address and the caller's IP address. */
export async function countPasswordFailure(c: Context<AppEnv>, email: string): Promise<void> {
  for (const [key, limit] of keysOf(c, email)) await hitRateLimit(c.get('db'), key, limit, SIGN_IN_WINDOW_MS);
}

/** A right password clears the address's count (the IP's count stays: it may be guessing other accounts). */
export async function clearPasswordFailures(c: Context<AppEnv>, email: string): Promise<void> {
  await clearRateLimit(c.get('db'), `login:email:${email}`);
}
