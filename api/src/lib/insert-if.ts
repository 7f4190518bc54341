import { getTableColumns, type SQL, sql } from 'drizzle-orm';
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
