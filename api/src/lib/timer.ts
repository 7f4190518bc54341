import type { Context } from 'hono';
import type { AppEnv, Env } from '../env.ts';

/** The SessionTimer Durable Object of one session. */
export function timerFor(env: Env, sessionId: string) {
  return env.SESSION_TIMER.get(env.SESSION_TIMER.idFromName(sessionId));
}

/**
 * Runs work after the answer is sent (timer and hub pushes, emails, and whatever must not make the answer's
 * time depend on it); a failure is logged and never fails the request.
 */
export function afterResponse(c: Context<AppEnv>, work: () => Promise<unknown>): void {
  const task = work().catch((error: unknown) =>
    console.error(JSON.stringify({ requestId: c.get('requestId'), afterResponseError: String(error) })),
  );
  try {
    c.executionCtx.waitUntil(task);
  } catch {
    // No execution context (direct app.request in tests): the task still runs.
  }
}
