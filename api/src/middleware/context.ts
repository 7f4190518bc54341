import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { dbFor } from '../lib/db.ts';

/** Puts the typed database on the request context. */
export const dbContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', dbFor(c.env));
  await next();
});
