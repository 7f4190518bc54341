import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { customers, facilities } from './facilities.ts';
import { users } from './users.ts';

export const POLICY_SCOPES = ['company', 'customer', 'facility'] as const;

/**
 * How a company bills detention: one 'company' row (the default, a full policy) and optional overrides per
 * customer and per facility (partial policies: a field left out is inherited). Settings are JSON so that
 * "inherit" (key absent) and "no cap" (capCents: null) stay distinct.
 */
export const detentionPolicies = sqliteTable(
  'detention_policies',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    scope: text({ enum: POLICY_SCOPES }).notNull(),
    customerId: text().references(() => customers.id, { onDelete: 'cascade' }),
    facilityId: text().references(() => facilities.id, { onDelete: 'cascade' }),
    /** 'company', 'customer:<id>' or 'facility:<id>': one row per target. */
    targetKey: text().notNull(),
    /** JSON of a (partial) DetentionPolicy. */
    settings: text().notNull(),
    updatedBy: text().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('policies_company_target_unique').on(t.companyId, t.targetKey),
    index('policies_customer_idx').on(t.customerId),
    index('policies_facility_idx').on(t.facilityId),
    index('policies_updated_by_idx').on(t.updatedBy),
  ],
);

export type DetentionPolicyRow = typeof detentionPolicies.$inferSelect;
