import { index, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns.ts';
import { companies } from './companies.ts';

/** A shipper or receiver site where drivers wait. */
export const facilities = sqliteTable(
  'facilities',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    address: text().notNull().default(''),
    city: text(),
    state: text(),
    lat: real(),
    lng: real(),
    /**
     * The site's IANA zone, in which its stops' times are shown: chosen, or found from lat/lng when it has a
     * position. NULL means the company's zone.
     */
    timezone: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('facilities_company_name_unique').on(t.companyId, t.name)],
);

/** The shipper, receiver or broker that pays detention. */
export const customers = sqliteTable(
  'customers',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text({ enum: ['shipper', 'receiver', 'broker'] })
      .notNull()
      .default('shipper'),
    billingEmail: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_company_name_unique').on(t.companyId, t.name),
    index('customers_company_idx').on(t.companyId),
  ],
);

export type Facility = typeof facilities.$inferSelect;
export type Customer = typeof customers.$inferSelect;
