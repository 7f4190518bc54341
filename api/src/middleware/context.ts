import { drizzle } from 'drizzle-orm/d1';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import * as schema from '../lib/schema.ts';

/** Puts the typed database on the request context. */
export const dbContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', drizzle(c.env.DB, { schema, casing: 'snake_case' }));
  await next();
});
