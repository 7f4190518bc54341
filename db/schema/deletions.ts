import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, timestamp } from './columns.ts';
import { companies } from './companies.ts';

/**
 * What was deleted and when, so a program keeping a copy in sync (/api/v2 …/deletions?since=) removes it too:
 * a deleted row cannot answer updatedSince. Written in the same batch as the delete.
 */
export const deletedRecords = sqliteTable(
  'deleted_records',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['event', 'document'] }).notNull(),
    recordId: text().notNull(),
    /** The driver whose stop it was (a driver's key lists only theirs); null for a document of no stop. */
    ownerId: text(),
    deletedAt: timestamp().notNull(),
  },
  (t) => [index('deleted_records_company_idx').on(t.companyId, t.kind, t.deletedAt)],
);
