import { getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../env.ts';

/** Every column of a row spelled out, nulls included: an INSERT … SELECT has no defaults to fall back on. */
export type FullRow<T extends SQLiteTable> = { [K in keyof T['$inferInsert']]-?: T['$inferInsert'][K] };

/**
 * INSERT of one row that happens only when `condition` holds at that moment, as one statement. Inside a
 * D1 batch this is how a check (a tier limit, a row still being there) and a write stay atomic without
 * interactive transactions. The statement's result says how many rows it wrote (0 or 1).
 */
export function insertIf<T extends SQLiteTable>(db: Db, table: T, row: FullRow<T>, condition: SQL) {
  const values = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = (row as Record<string, unknown>)[key];
    return value === null ? sql`null` : sql.param(value, column);
  });
  return db.insert(table).select(sql`select ${sql.join(values, sql`, `)} where ${condition}`);
}

/**
 * The condition "a count is still below its limit" for a conditional write: `count` is a one-row query
 * (select count(*) …) read at the moment the write runs, so parallel requests cannot all pass it. A null
 * limit is unlimited.
 */
export function belowLimit(count: SQLWrapper, max: number | null): SQL {
  return max === null ? sql`1` : sql`(${count}) < ${max}`;
}
