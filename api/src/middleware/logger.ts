import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

/** One JSON line per request with its id, so a user's report can be matched to the log (unless REQUEST_LOG is off). */
export const requestLogger = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  await next();
  if (c.env.REQUEST_LOG === 'off') return;
  console.log(
    JSON.stringify({
      at: new Date(started).toISOString(),
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Date.now() - started,
    }),
  );
});
