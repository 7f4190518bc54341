import { drizzle } from 'drizzle-orm/d1';
import type { Db, Env } from '../env.ts';
import * as schema from './schema.ts';

/** The typed database over the D1 binding, with snake_case column names. */
export function dbFor(env: Pick<Env, 'DB'>): Db {
  return drizzle(env.DB, { schema, casing: 'snake_case' });
}
