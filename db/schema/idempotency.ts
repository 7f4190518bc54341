import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { companies } from './companies.ts';

/**
 * The first answer to a write sent with an Idempotency-Key header, so a phone that replays its offline queue,
 * or a program retrying after a lost answer (/api/v1), gets the same answer back instead of a second event,
 * note or photo.
 * `status` is null while the first request is still running.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /**
     * Who sent it: the user of a browser session, or the API key of a program. Keys are the caller's own, so
     * nobody can replay (or block) another person's answer by guessing their key.
     */
    callerId: text().notNull(),
    key: text().notNull(),
    /**
     * SHA-256 of the first request (method, path, query, and the body: its JSON text, or for a file upload its
     * name and the SHA-256 of its bytes): the same key with other content is refused.
     */
    requestHash: text().notNull(),
    status: integer(),
    response: text(),
    /** The first answer's Location (a created record's address), given again with it. */
    location: text(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.callerId, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
