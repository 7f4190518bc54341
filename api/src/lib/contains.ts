import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * A case-insensitive "text anywhere in the column" test. instr() rather than LIKE: the text needs no
 * escaping of % and _, and D1 refuses LIKE patterns longer than 50 bytes ("pattern too complex").
 */
export const contains = (column: SQLiteColumn | SQL, text: string): SQL =>
  sql`instr(lower(coalesce(${column}, '')), ${text.toLowerCase()}) > 0`;
