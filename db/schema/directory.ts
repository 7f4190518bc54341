import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns.ts';
import { companies } from './companies.ts';

/**
 * The directory (global database only): which company database holds a company's data. A company without an
 * entry lives in the global database itself, as every company did before companies were spread over many
 * databases (docs/scaling.md). While `readOnlySince` is set the company is being moved: its data can be read
 * but not changed.
 */
export const companyDatabases = sqliteTable('company_databases', {
  companyId: text()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The binding of the company's database (COMPANY_DB_1, COMPANY_DB_2 …). */
  database: text().notNull(),
  readOnlySince: timestamp(),
  createdAt: createdAt(),
});
