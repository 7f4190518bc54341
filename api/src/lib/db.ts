import { drizzle } from 'drizzle-orm/d1';
import type { Db, Env } from '../env.ts';
import * as schema from './schema.ts';

/**
 * The typed database over a binding or a D1 session (read replication): a session's queries may be served by a
 * replica, always one at least as fresh as its bookmark, and within it each query sees the ones before.
 * Drizzle only prepares statements and runs batches, which a session does like the database itself. One typed
 * client per binding or session: building one reads the whole schema, and a request may use several databases
 * (lib/company-db.ts).
 */
export function dbOver(client: D1Database | D1DatabaseSession): Db {
  let db = clients.get(client);
  if (!db) {
    db = drizzle(client as D1Database, { schema, casing: 'snake_case' });
    clients.set(client, db);
  }
  return db;
}

const clients = new WeakMap<D1Database | D1DatabaseSession, Db>();

/** The typed database over the global D1 binding, at its primary. */
export function dbFor(env: Pick<Env, 'DB'>): Db {
  return dbOver(env.DB);
}
