import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * A company's key for programs calling /api/v1 (issue 9). The caller holds `dwk_<random id>_<secret>`; only
 * the SHA-256 of the secret is stored, so a leaked database does not leak usable keys.
 */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The carrier admin who created it; the key acts with this person's name in event logs. */
    createdBy: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** JSON array of scopes (core/src/schemas/api-keys.ts API_SCOPES). */
    scopes: text().notNull(),
    secretHash: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp(),
    revokedAt: timestamp(),
  },
  (t) => [index('api_keys_company_idx').on(t.companyId, t.createdAt), index('api_keys_created_by_idx').on(t.createdBy)],
);

/** One row per request made with a key (including refused ones), for the company's audit trail. */
export const apiKeyAudit = sqliteTable(
  'api_key_audit',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    keyId: text()
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    method: text().notNull(),
    path: text().notNull(),
    status: integer().notNull(),
    ipAddress: text().notNull().default('unknown'),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_key_audit_key_idx').on(t.keyId, t.createdAt),
    index('api_key_audit_company_idx').on(t.companyId, t.createdAt),
  ],
);

export type ApiKey = typeof apiKeys.$inferSelect;
