import { copyIdentity } from '@dwell/db/split/identity';
import { count, eq } from 'drizzle-orm';
import type { Db, Env } from '../env.ts';
import { dbOver } from './db.ts';
import { companies, companyDatabases } from './schema.ts';

export { copyIdentity };

/**
 * Companies spread over many D1 databases (docs/scaling.md). The global database (binding DB) holds who may
 * sign in and what they pay: users, sessions, companies, billing, and the directory of which company database
 * holds which company. Company databases are bound as COMPANY_DB_1, COMPANY_DB_2 …; every database has the same
 * schema (one set of migrations), so a company's rows move between them as they are. A company without a
 * directory entry lives in the global database itself, as every company did before the split.
 *
 * A company database also keeps a copy of its companies' identity rows (the company, its people and their
 * roles; never a password hash), so its stops, claims and documents keep their foreign keys and joins to the
 * people they name. The global database is where they are written; syncIdentity copies them after each change.
 */

/** The name of a company database's binding. */
export type CompanyDatabase = `COMPANY_DB_${number}`;
const COMPANY_DATABASE = /^COMPANY_DB_([1-9]\d*)$/;

/** Where the fill-then-next rule stops filling a database (the capacity model of docs/scaling.md). */
export const DATABASE_LIMITS = { companies: 100, bytes: 7e9 } as const;

/** The company databases bound to this Worker, in their order of filling (COMPANY_DB_1 first). */
export function companyDatabasesOf(env: Env): CompanyDatabase[] {
  return (Object.keys(env) as string[])
    .flatMap((name) => {
      const number = COMPANY_DATABASE.exec(name)?.[1];
      return number && isD1(env[name as CompanyDatabase]) ? [{ name: name as CompanyDatabase, n: Number(number) }] : [];
    })
    .sort((a, b) => a.n - b.n)
    .map((d) => d.name);
}

const isD1 = (binding: unknown): binding is D1Database =>
  typeof (binding as D1Database | undefined)?.prepare === 'function';

/**
 * The directory's name of the global database itself (its binding). No company lives under this name: a company
 * in the global database has no directory entry. The entry exists only while such a company is being moved out
 * (lib/move-company.ts), to carry its read_only_since where the session's join reads it; every reader of the
 * directory takes it as the global database, like no entry.
 */
export const GLOBAL_DATABASE = 'DB';

/** The D1 binding of a database named in the directory; null (no entry) or GLOBAL_DATABASE is the global one. */
export function bindingOf(env: Env, database: string | null): D1Database {
  if (database === null || database === GLOBAL_DATABASE) return env.DB;
  const binding = COMPANY_DATABASE.test(database) ? env[database as CompanyDatabase] : undefined;
  // A directory entry naming a database this Worker does not have is a deployment error, never a reason to
  // read another database in its place.
  if (!isD1(binding)) throw new Error(`The company database ${database} is not bound to this Worker`);
  return binding;
}

/** The directory entry of a company: its database (null: the global one) and whether it is being moved. */
export async function directoryOf(
  global: Db,
  companyId: string,
): Promise<{ database: string | null; readOnlySince: Date | null }> {
  const [row] = await global
    .select({ database: companyDatabases.database, readOnlySince: companyDatabases.readOnlySince })
    .from(companyDatabases)
    .where(eq(companyDatabases.companyId, companyId));
  if (!row) return { database: null, readOnlySince: null };
  return { database: row.database === GLOBAL_DATABASE ? null : row.database, readOnlySince: row.readOnlySince };
}

/**
 * A D1 bookmark as a browser's cookie and a program's header carry it: the global database's as D1 gives it (a
 * short opaque token of hex groups), a company database's followed by `~` and its number. Anything else is
 * ignored rather than passed to D1, and so is a bookmark of another database than the one a request reads.
 */
const BOOKMARK = /^([0-9a-zA-Z-]{1,128})(?:~([1-9]\d{0,3}))?$/;

export const bookmarkOf = (database: string | null, bookmark: string): string => {
  const number = database === null ? undefined : COMPANY_DATABASE.exec(database)?.[1];
  return number ? `${bookmark}~${number}` : bookmark;
};

/** The database (null: the global one) and D1's bookmark of a carried bookmark; null when malformed. */
export function readBookmark(value: string): { value: string; database: string | null; bookmark: string } | null {
  const match = BOOKMARK.exec(value);
  if (!match?.[1]) return null;
  return { value, database: match[2] ? `COMPANY_DB_${match[2]}` : null, bookmark: match[1] };
}

/** The typed database holding a company's data, at its primary (work outside a request: alarms, queues, cron). */
export async function companyDbFor(env: Env, companyId: string): Promise<Db> {
  const global = dbOver(env.DB);
  const { database } = await directoryOf(global, companyId);
  return database === null ? global : dbOver(bindingOf(env, database));
}

/** How many companies the directory places in each database. */
async function companiesPerDatabase(global: Db): Promise<Map<string, number>> {
  const rows = await global
    .select({ database: companyDatabases.database, companies: count() })
    .from(companyDatabases)
    .groupBy(companyDatabases.database);
  return new Map(rows.map((r) => [r.database, r.companies]));
}

/** A database's size in bytes, as D1 reports it after any statement. */
const bytesOf = async (binding: D1Database) => (await binding.prepare('SELECT 1').run()).meta.size_after ?? 0;

/**
 * Where a new company goes: fill, then next. The first company database (in binding order) that holds fewer
 * than DATABASE_LIMITS.companies companies and less than DATABASE_LIMITS.bytes of data (D1's own size of the
 * database after a read); null when the Worker has no company database (everyone in the global one). When
 * every database is full the new company still goes to the last one and the operator is told, once per
 * placement, to bind the next: a sign-up is never refused for it. COMPANY_PLACEMENT = "global" keeps new
 * companies in the global database (the API tests, whose fixtures write a company's rows straight into it).
 */
export async function placementFor(env: Env, global: Db): Promise<CompanyDatabase | null> {
  const names = env.COMPANY_PLACEMENT === 'global' ? [] : companyDatabasesOf(env);
  if (names.length === 0) return null;
  const held = await companiesPerDatabase(global);
  for (const name of names) {
    if ((held.get(name) ?? 0) >= DATABASE_LIMITS.companies) continue;
    if ((await bytesOf(bindingOf(env, name))) < DATABASE_LIMITS.bytes) return name;
  }
  const last = names[names.length - 1] as CompanyDatabase;
  console.error(`Every company database is full; ${last} takes the new company. Bind the next one (docs/scaling.md).`);
  return last;
}

/**
 * After a change of a company's people or the company itself in the global database: the copy in its company
 * database follows (copyIdentity). Nothing to do for a company living in the global database.
 */
export async function syncIdentity(env: Env, companyId: string): Promise<void> {
  const global = dbOver(env.DB);
  const { database } = await directoryOf(global, companyId);
  if (database === null) return;
  await copyIdentity(global, dbOver(bindingOf(env, database)), companyId);
}

/**
 * The tables only the global database holds rows of: sign-in, sessions, billing, keys, the outbox, the
 * directory, the remotes' registry. (`roles` is a catalogue every migration run fills in every database.)
 */
export const GLOBAL_TABLES = [
  'user_sessions',
  'session_audit_log',
  'auth_tokens',
  'rate_limits',
  'email_outbox',
  'subscriptions',
  'payment_customers',
  'billing_events',
  'local_customers',
  'local_checkout_sessions',
  'local_subscriptions',
  'local_portal_sessions',
  'local_events',
  'api_keys',
  'api_key_audit',
  'invitations',
  'remote_versions',
  'remote_active',
  'remote_audit',
  'company_databases',
  'help_feedback',
  'roles',
] as const;

/** The identity rows written in the global database and copied into the company's (syncIdentity). */
export const IDENTITY_TABLES = ['companies', 'users', 'user_roles'] as const;

/**
 * Puts a company that has no data yet into a company database: its directory entry, then its identity copy.
 * Should the copy fail the entry is taken back: the company then lives in the global database, whole, and is
 * never left pointing at a database that lacks its rows.
 */
export async function placeCompany(env: Env, companyId: string, database: CompanyDatabase): Promise<void> {
  const global = dbOver(env.DB);
  await global.insert(companyDatabases).values({ companyId, database });
  try {
    await copyIdentity(global, dbOver(bindingOf(env, database)), companyId);
  } catch (error) {
    await global.delete(companyDatabases).where(eq(companyDatabases.companyId, companyId));
    throw error;
  }
}

/** Every database that holds companies' data, at its primary: the global one, then each company database (the
 * hourly sweep goes through them all). */
export function everyDatabase(env: Env): Db[] {
  return [env.DB, ...companyDatabasesOf(env).map((name) => bindingOf(env, name))].map((binding) => dbOver(binding));
}

/**
 * The database holding what a caller without a company names (a payer's link, an integration's webhook):
 * the global database is asked first, then each company database in turn, at their primaries. Null when none
 * holds it. Such callers are few and rate-limited; the cost grows with the number of databases.
 */
export async function findInDatabases<T>(
  env: Env,
  find: (db: Db) => Promise<T | null | undefined>,
): Promise<{ db: Db; found: T } | null> {
  for (const db of everyDatabase(env)) {
    const found = await find(db);
    if (found != null) return { db, found };
  }
  return null;
}

/** What each database holds: its companies (the global one: those without a directory entry) and its size. */
export async function databaseUse(env: Env): Promise<{ database: string; companies: number; bytes: number }[]> {
  const global = dbOver(env.DB);
  const placed = await companiesPerDatabase(global);
  const [all] = await global.select({ n: count() }).from(companies);
  const elsewhere = [...placed].reduce((n, [name, held]) => (name === GLOBAL_DATABASE ? n : n + held), 0);
  return Promise.all(
    [GLOBAL_DATABASE, ...companyDatabasesOf(env)].map(async (database) => ({
      database,
      companies: database === GLOBAL_DATABASE ? (all?.n ?? 0) - elsewhere : (placed.get(database) ?? 0),
      bytes: await bytesOf(bindingOf(env, database)),
    })),
  );
}
