import type { Context } from 'hono';
import type { AppEnv, Env } from '../env.ts';

/** What work after the answer needs of a request, whatever variables its route's guard added. */
export type RequestContext = Pick<Context<AppEnv>, 'env' | 'executionCtx' | 'var' | 'req' | 'header'>;

/** The SessionTimer Durable Object of one session. */
export function timerFor(env: Env, sessionId: string) {
  return env.SESSION_TIMER.get(env.SESSION_TIMER.idFromName(sessionId));
}

/**
 * Runs work after the answer is sent (timer and hub pushes, emails, and whatever must not make the answer's
 * time depend on it); a failure is logged and never fails the request.
 */
export function afterResponse(c: RequestContext, work: () => Promise<unknown>): void {
  const task = work().catch((error: unknown) =>
    console.error(JSON.stringify({ requestId: c.var.requestId, afterResponseError: String(error) })),
  );
  try {
    c.executionCtx.waitUntil(task);
  } catch {
    // No execution context (direct app.request in tests): the task still runs.
  }
}
