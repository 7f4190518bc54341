import { getTableColumns } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

const D1_MAX_PARAMS = 100;

/** Inserts rows (skipping ones already there) in as few statements as D1's 100-bound-parameter limit allows. */
export async function insertChunked<T extends SQLiteTable>(
  db: DrizzleD1Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  // drizzle binds every column of the table, defaults included.
  const perRow = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(D1_MAX_PARAMS / perRow));
  const statements = [];
  for (let i = 0; i < rows.length; i += size)
    statements.push(
      db
        .insert(table)
        .values(rows.slice(i, i + size))
        .onConflictDoNothing(),
    );
  for (let i = 0; i < statements.length; i += 50) {
    const batch = statements.slice(i, i + 50);
    await db.batch(batch as unknown as Parameters<typeof db.batch>[0]);
  }
}
