import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, is, isNull } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db, Env } from '../env.ts';
import { bindingOf, copyIdentity, directoryOf, GLOBAL_DATABASE, GLOBAL_TABLES, IDENTITY_TABLES } from './company-db.ts';
import { dbOver } from './db.ts';
import * as schema from './schema.ts';

/**
 * Moves one company's data from the database holding it to another (docs/scaling.md): the global database or
 * a company database, either way. The company stays readable throughout and cannot be changed meanwhile.
 *
 *  1. Claim: the directory entry gets read_only_since, with a conditional write (an update of the entry as it
 *     was read, not already read-only; or, for a company living in the global database, an insert of an entry
 *     that must not exist yet). Of two moves started together only one claims; the other is refused. Every
 *     later write of the entry is conditional on this claim's time, so nothing else switches or releases it.
 *  2. Settle: requests admitted just before the claim finish their writes (SETTLE_MS).
 *  3. Copy into the target, which must hold nothing of the company yet: first the identity copy
 *     (copyIdentity; the global database holds the identity itself), then every company table, parents before
 *     children, in multi-row inserts of at most D1's 100 bound parameters.
 *  4. Verify: each table's rows of the company, counted and hashed in the source and in the target (the
 *     identity: in the global database and in the target). Any difference, or any failure before the switch,
 *     removes what was copied and lifts the read-only state: nothing changed.
 *  5. Switch: one conditional write names the target in the directory (deletes the entry for the global
 *     database) and lifts the read-only state (a switch whose answer was lost is recognised by reading the
 *     entry back, never undone). Then the source's rows are checked once more against what was
 *     copied and removed, children before parents; a company database's identity copy too, never the global
 *     database's identity.
 *
 * Read-only while at home. The guard reads read_only_since from the directory entry (the session's LEFT JOIN),
 * and a company living in the global database has no entry. So for the length of its move it gets one naming
 * the global database itself, GLOBAL_DATABASE ('DB'), which bindingOf and directoryOf take as the global
 * database (no entry). That entry never outlives the move: the switch turns it into the target's entry, and a
 * failed move deletes it.
 *
 * What the company tables are, how each reaches the company and their order come from the drizzle schema: every
 * table but GLOBAL_TABLES and IDENTITY_TABLES; one with a company_id column is selected by it, one without
 * through its (not null) foreign key to a table that is (alert_reads through alerts).
 */

/** Each table's rows of the company, in the report: how many, and SHA-256 of them in primary-key order. */
export interface TableDigest {
  rows: number;
  hash: string;
}

export interface MoveReport {
  companyId: string;
  /** The databases as the directory names them (COMPANY_DB_n); null: the global database. */
  from: string | null;
  to: string | null;
  /** Every company table and identity table, as found in the source and the target alike. */
  tables: Record<string, TableDigest>;
}

export interface MoveOptions {
  /** How long to wait after marking the company read-only before copying (default SETTLE_MS). */
  settleMs?: number;
}

/**
 * Requests admitted before the claim may still write: the guard checks read_only_since when a request starts,
 * and a slow upload reaches its insert later. The copy waits this long for them; a write landing during the
 * copy is caught by the verification (the move fails, nothing changed), one landing after the switch by the
 * last check of the source (its rows are kept).
 */
export const SETTLE_MS = 10_000;

/** D1's limit of bound parameters per statement. */
const MAX_PARAMS = 100;
/** Rows read per query, statements sent per batch, rows removed per statement. */
const PAGE_ROWS = 500;
const BATCH_STATEMENTS = 50;
const DELETE_ROWS = 1_000;

/** The column every company-owned row carries (db/schema/companies.ts). */
const COMPANY_ID = 'company_id';

/** One table a move copies: its columns, primary key and how its rows of the company are selected. */
export interface TablePlan {
  name: string;
  identity: boolean;
  columns: string[];
  /** The columns compared and hashed: an identity copy has no password hashes (copyIdentity). */
  compared: string[];
  primaryKey: string[];
  /** A condition selecting the company's rows, with one parameter: the company id. */
  where: string;
}

const q = (name: string) => `"${name}"`;

let planned: TablePlan[] | undefined;

/**
 * The identity and company tables in copy order (parents first), from the drizzle schema. Throws when the
 * schema breaks what a move relies on: a company table that cannot reach the company, or that references a
 * global table (roles aside: every migration fills it in every database), or a global table that references a
 * company table (removing the company's rows from the global database would cascade into it or be refused).
 */
export function tablesToMove(): readonly TablePlan[] {
  planned ??= plan();
  return planned;
}

function plan(): TablePlan[] {
  const casing = new CasingCache('snake_case');
  const configs = new Map<string, ReturnType<typeof getTableConfig>>();
  for (const value of Object.values(schema)) {
    if (!is(value, SQLiteTable)) continue;
    const config = getTableConfig(value);
    configs.set(config.name, config);
  }
  const global = new Set<string>(GLOBAL_TABLES);
  const identity = new Set<string>(IDENTITY_TABLES);
  const companiesTable = getTableConfig(schema.companies).name;
  const rolesTable = getTableConfig(schema.roles).name;
  const passwordHash = casing.getColumnCasing(schema.users.passwordHash);
  const moved = [...configs.keys()].filter((name) => !global.has(name)).sort();
  const references = (name: string) =>
    (configs.get(name)?.foreignKeys ?? []).map((fk) => {
      const ref = fk.reference();
      return {
        columns: ref.columns,
        parent: getTableConfig(ref.foreignTable).name,
        parentColumns: ref.foreignColumns.map((c) => casing.getColumnCasing(c)),
      };
    });

  for (const [name] of configs) {
    for (const { parent } of references(name)) {
      if (global.has(name) && !global.has(parent) && !identity.has(parent)) {
        throw new Error(`The global table ${name} references the company table ${parent}: a move cannot split them`);
      }
      if (!global.has(name) && global.has(parent) && parent !== rolesTable) {
        throw new Error(`The company table ${name} references the global table ${parent}: a move cannot split them`);
      }
      // Rows copied in primary-key order could come before the rows of the same table they reference.
      if (!global.has(name) && parent === name) throw new Error(`The company table ${name} references itself`);
    }
  }

  const filters = new Map<string, string>();
  const whereOf = (name: string, path: string[] = []): string => {
    const known = filters.get(name);
    if (known) return known;
    if (path.includes(name)) throw new Error(`The foreign keys of ${[...path, name].join(' → ')} go round`);
    const config = configs.get(name);
    if (!config) throw new Error(`No table ${name} in the schema`);
    const columnNames = config.columns.map((c) => casing.getColumnCasing(c));
    let where: string | undefined;
    if (name === companiesTable) {
      const id = config.columns.find((c) => c.primary);
      if (id) where = `${q(casing.getColumnCasing(id))} = ?`;
    } else if (columnNames.includes(COMPANY_ID)) {
      where = `${q(COMPANY_ID)} = ?`;
    } else {
      // A not null foreign key of one column: every row has a parent, and so a company.
      const reach = references(name).find(
        (r) => r.columns.length === 1 && r.columns[0]?.notNull && !global.has(r.parent),
      );
      const [column] = reach?.columns ?? [];
      const [parentColumn] = reach?.parentColumns ?? [];
      if (reach && column && parentColumn) {
        const parentWhere = whereOf(reach.parent, [...path, name]);
        where = `${q(casing.getColumnCasing(column))} IN (SELECT ${q(parentColumn)} FROM ${q(reach.parent)} WHERE ${parentWhere})`;
      }
    }
    if (!where) {
      throw new Error(
        `The table ${name} has no ${COMPANY_ID} and no foreign key leading to one: give it one, or list it in GLOBAL_TABLES`,
      );
    }
    filters.set(name, where);
    return where;
  };

  const plans = new Map<string, TablePlan & { parents: string[] }>();
  for (const name of moved) {
    const config = configs.get(name);
    if (!config) continue;
    const columns = config.columns.map((c) => casing.getColumnCasing(c));
    const primaryKey = config.primaryKeys[0]?.columns.map((c) => casing.getColumnCasing(c)) ?? [
      ...config.columns.filter((c) => c.primary).map((c) => casing.getColumnCasing(c)),
    ];
    if (primaryKey.length === 0) throw new Error(`The table ${name} has no primary key to order its rows by`);
    plans.set(name, {
      name,
      identity: identity.has(name),
      columns,
      compared: identity.has(name) ? columns.filter((c) => c !== passwordHash) : columns,
      primaryKey,
      where: whereOf(name),
      parents: [
        ...new Set(references(name).flatMap((r) => (r.parent !== name && moved.includes(r.parent) ? [r.parent] : []))),
      ],
    });
  }

  // Parents before children (Kahn, alphabetical among the ready ones, so the order is always the same).
  const ordered: TablePlan[] = [];
  const done = new Set<string>();
  while (done.size < plans.size) {
    const ready = [...plans.values()].filter((p) => !done.has(p.name) && p.parents.every((parent) => done.has(parent)));
    if (ready.length === 0) throw new Error('The foreign keys between company tables go round: no order copies them');
    for (const { parents: _parents, ...p } of ready) {
      ordered.push(p);
      done.add(p.name);
    }
  }
  return ordered;
}

type Value = string | number | boolean | null | ArrayBuffer;

/** The company's rows of a table, `columns` of each, in primary-key order, a page at a time. */
async function* pagesOf(
  d1: D1Database,
  table: TablePlan,
  companyId: string,
  columns: string[],
): AsyncGenerator<Value[][]> {
  const keyAt = table.primaryKey.map((k) => columns.indexOf(k));
  const order = table.primaryKey.map(q).join(', ');
  const select = `SELECT ${columns.map(q).join(', ')} FROM ${q(table.name)} WHERE (${table.where})`;
  let after: Value[] | null = null;
  for (;;) {
    const sql: string = after
      ? `${select} AND (${order}) > (${after.map(() => '?').join(', ')}) ORDER BY ${order} LIMIT ${PAGE_ROWS}`
      : `${select} ORDER BY ${order} LIMIT ${PAGE_ROWS}`;
    const page: Value[][] = await d1
      .prepare(sql)
      .bind(companyId, ...(after ?? []))
      .raw<Value[]>();
    if (page.length > 0) yield page;
    const last = page[page.length - 1];
    if (page.length < PAGE_ROWS || !last) return;
    after = keyAt.map((i) => last[i] ?? null);
  }
}

/** A value as the hash sees it: bytes as hex, everything else as D1 gives it. */
const canonical = (_key: string, value: unknown) =>
  value instanceof ArrayBuffer ? { blob: encodeHexLowerCase(new Uint8Array(value)) } : value;

/** How many rows of the company a table holds in a database, and the SHA-256 of them in primary-key order. */
async function digestOf(d1: D1Database, table: TablePlan, companyId: string): Promise<TableDigest> {
  const stream = new crypto.DigestStream('SHA-256');
  const writer = stream.getWriter();
  const encoder = new TextEncoder();
  let rows = 0;
  await writer.write(encoder.encode(`${JSON.stringify(table.compared)}\n`));
  for await (const page of pagesOf(d1, table, companyId, table.compared)) {
    rows += page.length;
    await writer.write(encoder.encode(page.map((row) => `${JSON.stringify(row, canonical)}\n`).join('')));
  }
  await writer.close();
  return { rows, hash: encodeHexLowerCase(new Uint8Array(await stream.digest)) };
}

/**
 * Every company table's and identity table's rows of a company in one database (null: the global one),
 * counted and hashed as a move verifies them.
 */
export async function digestCompany(
  env: Env,
  companyId: string,
  database: string | null,
): Promise<Record<string, TableDigest>> {
  const d1 = bindingOf(env, database);
  const digests: Record<string, TableDigest> = {};
  for (const table of tablesToMove()) digests[table.name] = await digestOf(d1, table, companyId);
  return digests;
}

/** Copies a table's rows of the company as they are, a batch of multi-row inserts at a time. */
async function copyTable(source: D1Database, target: D1Database, table: TablePlan, companyId: string) {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / table.columns.length));
  const head = `INSERT INTO ${q(table.name)} (${table.columns.map(q).join(', ')}) VALUES `;
  const tuple = `(${table.columns.map(() => '?').join(', ')})`;
  const pending: D1PreparedStatement[] = [];
  for await (const page of pagesOf(source, table, companyId, table.columns)) {
    for (let at = 0; at < page.length; at += perStatement) {
      const rows = page.slice(at, at + perStatement);
      pending.push(target.prepare(head + rows.map(() => tuple).join(', ')).bind(...rows.flat()));
      if (pending.length >= BATCH_STATEMENTS) await target.batch(pending.splice(0));
    }
  }
  if (pending.length > 0) await target.batch(pending);
}

/** Removes the company's rows from a database, children before parents; its identity rows only when told. */
async function removeRows(d1: D1Database, companyId: string, options: { identity: boolean }) {
  for (const table of [...tablesToMove()].reverse()) {
    if (table.identity && !options.identity) continue;
    const statement = d1
      .prepare(
        `DELETE FROM ${q(table.name)} WHERE rowid IN (SELECT rowid FROM ${q(table.name)} WHERE ${table.where} LIMIT ${DELETE_ROWS})`,
      )
      .bind(companyId);
    let removed: number;
    do removed = (await statement.run()).meta.changes;
    while (removed >= DELETE_ROWS);
  }
}

/** A move refused before anything changed, with the HTTP status its reason calls for. */
export class MoveRefused extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const named = (database: string | null) => database ?? 'the global database';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Moves a company's data to `to` (a company database's binding, COMPANY_DB_n; null: the global database) and
 * returns what was moved. Refuses a database this Worker has not bound, an unknown company, a company already
 * there, and a company already being moved. On any failure before the switch nothing has changed.
 */
export async function moveCompany(
  env: Env,
  companyId: string,
  to: string | null,
  options: MoveOptions = {},
): Promise<MoveReport> {
  const target = to === GLOBAL_DATABASE ? null : to;
  const targetD1 = bindingOf(env, target);
  const global = dbOver(env.DB);
  const [company] = await global
    .select({ id: schema.companies.id })
    .from(schema.companies)
    .where(eq(schema.companies.id, companyId));
  if (!company) throw new MoveRefused(404, `There is no company ${companyId} to move`);
  const entry = await directoryOf(global, companyId);
  if (entry.readOnlySince) {
    throw new MoveRefused(
      409,
      `Company ${companyId} is already being moved (read-only since ${entry.readOnlySince.toISOString()})`,
    );
  }
  const from = entry.database;
  if (from === target) throw new MoveRefused(409, `Company ${companyId} is already in ${named(target)}`);
  const sourceD1 = bindingOf(env, from);
  const tables = tablesToMove();

  const since = await claim(global, companyId, from);
  const report: MoveReport = { companyId, from, to: target, tables: {} };
  let copying = false;
  let switching = false;
  try {
    await new Promise((resolve) => setTimeout(resolve, options.settleMs ?? SETTLE_MS));
    // Rows of the company already in the target are no copy of this move's: left by an interrupted one, or the
    // target is the source under another binding. Either way they are an operator's to look at, not to remove.
    for (const table of tables) {
      if (table.identity && target === null) continue;
      const { rows } = await digestOf(targetD1, table, companyId);
      if (rows > 0) throw new Error(`${named(target)} already holds ${rows} rows of the company in ${table.name}`);
    }
    copying = true;
    if (target !== null) await copyIdentity(global, dbOver(targetD1), companyId);
    for (const table of tables) if (!table.identity) await copyTable(sourceD1, targetD1, table, companyId);
    for (const table of tables) {
      // The identity is written in the global database: the target's copy must match it (the source's copy
      // in a company database may trail it, and is not what the target gets).
      const expected = await digestOf(table.identity ? env.DB : sourceD1, table, companyId);
      const found = await digestOf(targetD1, table, companyId);
      if (expected.rows !== found.rows || expected.hash !== found.hash) {
        throw new Error(
          `${table.name} differs after the copy: ${expected.rows} rows (${expected.hash.slice(0, 12)}) in ${named(table.identity ? null : from)}, ${found.rows} (${found.hash.slice(0, 12)}) in ${named(target)}`,
        );
      }
      report.tables[table.name] = expected;
    }
    switching = true;
    await switchTo(global, companyId, target, since);
  } catch (error) {
    // A switch whose answer was lost may still have been made: then the target is the company's data now.
    if (!(switching && (await switched(global, companyId, target).catch(() => false)))) {
      const left: string[] = [];
      if (copying) {
        await removeRows(targetD1, companyId, { identity: target !== null }).catch((e: unknown) =>
          left.push(`removing the copy from ${named(target)} failed too: ${messageOf(e)}`),
        );
      }
      await release(global, companyId, from, since).catch((e: unknown) =>
        left.push(`lifting the read-only state failed too: ${messageOf(e)}`),
      );
      throw new Error(
        `Moving company ${companyId} from ${named(from)} to ${named(target)} failed${left.length ? ` (${left.join('; ')})` : ', nothing changed'}: ${messageOf(error)}`,
        { cause: error },
      );
    }
  }

  // The company lives in the target now. The source must still hold exactly what was copied: a write that
  // reached it after the verification (a request admitted before the claim, slower than the settling time)
  // would be lost by removing it, so then the source is kept for an operator to reconcile.
  try {
    for (const table of tables) {
      if (table.identity) continue;
      const now = await digestOf(sourceD1, table, companyId);
      const copied = report.tables[table.name];
      if (now.rows !== copied?.rows || now.hash !== copied.hash) {
        throw new Error(`${table.name} changed in ${named(from)} after it was copied; its rows there are kept`);
      }
    }
    await removeRows(sourceD1, companyId, { identity: from !== null });
  } catch (error) {
    throw new Error(
      `Company ${companyId} moved to ${named(target)}, but its rows in ${named(from)} were not all removed: ${messageOf(error)}`,
      { cause: error },
    );
  }
  return report;
}

/** Marks the company read-only for its move; the time marked is the claim every later directory write checks. */
async function claim(global: Db, companyId: string, from: string | null): Promise<Date> {
  const since = new Date();
  const { companyDatabases } = schema;
  const claimed =
    from === null
      ? await global
          .insert(companyDatabases)
          .values({ companyId, database: GLOBAL_DATABASE, readOnlySince: since, createdAt: since })
          .onConflictDoNothing()
          .returning({ companyId: companyDatabases.companyId })
      : await global
          .update(companyDatabases)
          .set({ readOnlySince: since })
          .where(
            and(
              eq(companyDatabases.companyId, companyId),
              eq(companyDatabases.database, from),
              isNull(companyDatabases.readOnlySince),
            ),
          )
          .returning({ companyId: companyDatabases.companyId });
  if (claimed.length === 0) throw new MoveRefused(409, `Company ${companyId} is already being moved`);
  return since;
}

/** Names the target in the directory (no entry for the global database) and lifts the read-only state. */
async function switchTo(global: Db, companyId: string, target: string | null, since: Date) {
  const { companyDatabases } = schema;
  const ours = and(eq(companyDatabases.companyId, companyId), eq(companyDatabases.readOnlySince, since));
  const switched =
    target === null
      ? await global.delete(companyDatabases).where(ours).returning({ companyId: companyDatabases.companyId })
      : await global
          .update(companyDatabases)
          .set({ database: target, readOnlySince: null })
          .where(ours)
          .returning({ companyId: companyDatabases.companyId });
  if (switched.length === 0) throw new Error('its directory entry changed during the move');
}

/** Whether the directory names the target, not read-only: a switch was made. */
async function switched(global: Db, companyId: string, target: string | null): Promise<boolean> {
  const [row] = await global
    .select({ database: schema.companyDatabases.database, readOnlySince: schema.companyDatabases.readOnlySince })
    .from(schema.companyDatabases)
    .where(eq(schema.companyDatabases.companyId, companyId));
  return target === null ? row === undefined : row?.database === target && row.readOnlySince === null;
}

/** Lifts the read-only state of a move that failed: the entry as it was before the claim. */
async function release(global: Db, companyId: string, from: string | null, since: Date) {
  const { companyDatabases } = schema;
  const ours = and(eq(companyDatabases.companyId, companyId), eq(companyDatabases.readOnlySince, since));
  if (from === null) {
    await global.delete(companyDatabases).where(and(ours, eq(companyDatabases.database, GLOBAL_DATABASE)));
  } else {
    await global.update(companyDatabases).set({ readOnlySince: null }).where(ours);
  }
}

/**
 * After a move that did not finish (its Worker stopped midway, leaving the company read-only): lifts the
 * read-only state and, told which database holds the unfinished copy, removes the company's rows there (its
 * identity copy too, unless that is the global database). Refuses a company that is not being moved, and the
 * database the company lives in. Harmless to a move still running: its switch is conditional on its own claim,
 * so it then fails and removes its copy itself.
 */
export async function abandonMove(
  env: Env,
  companyId: string,
  copyIn?: string | null,
): Promise<{ companyId: string; removedFrom?: string | null }> {
  const global = dbOver(env.DB);
  const entry = await directoryOf(global, companyId);
  if (!entry.readOnlySince) throw new MoveRefused(409, `Company ${companyId} is not being moved`);
  const target = copyIn === GLOBAL_DATABASE ? null : copyIn;
  if (target === entry.database) {
    throw new MoveRefused(409, `Company ${companyId} lives in ${named(target)}: its rows there are its data`);
  }
  const targetD1 = target === undefined ? null : bindingOf(env, target);
  await release(global, companyId, entry.database, entry.readOnlySince);
  if (targetD1 === null) return { companyId };
  await removeRows(targetD1, companyId, { identity: target !== null });
  return { companyId, removedFrom: target };
}
