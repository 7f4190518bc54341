import { drizzle } from 'drizzle-orm/d1';
import type { Db, Env } from '../env.ts';
import * as schema from './schema.ts';

/** The typed database over the D1 binding, with snake_case column names. */
export function dbFor(env: Pick<Env, 'DB'>): Db {
  return drizzle(env.DB, { schema, casing: 'snake_case' });
}

/**
 * The typed database over a D1 session (read replication): its queries may be served by a replica, always
 * one at least as fresh as the session's bookmark, and within the session each query sees the ones before.
 * Drizzle only prepares statements and runs batches, which a session does like the database itself.
 */
export function dbOver(client: D1Database | D1DatabaseSession): Db {
  return drizzle(client as D1Database, { schema, casing: 'snake_case' });
}
