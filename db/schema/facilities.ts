import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { DEFAULT_GEOFENCE_RADIUS_M } from '@dwell/core/integrations/constants';
import { DEFAULT_REMINDER_DAYS } from '@dwell/core/schemas/customers';
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
    /** The geofence around lat/lng inside which a truck or phone counts as at the site, in metres. */
    geofenceRadiusM: integer().notNull().default(DEFAULT_GEOFENCE_RADIUS_M),
    /**
     * The site's IANA zone, in which its stops' times are shown: chosen, or found from lat/lng when it has a
     * position. NULL means the company's zone.
     */
    timezone: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('facilities_company_name_unique').on(t.companyId, t.name)],
);

/**
 * The shipper, receiver or broker that pays detention: where its claims go (billing contacts, address) and
 * how long it has to pay them. Names are unique per company whatever their letter case, aliases included.
 */
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
    billingAddress: text(),
    /** Days the customer has to pay a claim (0-365). */
    paymentTermsDays: integer().notNull().default(30),
    /** Days after a claim's due date on which its payer is reminded (JSON), ascending. */
    reminderDays: text({ mode: 'json' })
      .$type<number[]>()
      .notNull()
      .default([...DEFAULT_REMINDER_DAYS]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_company_name_unique').on(t.companyId, t.name),
    index('customers_company_idx').on(t.companyId),
  ],
);

/** A person or mailbox that receives a customer's claims, in the order the admin listed them. */
export const customerContacts = sqliteTable(
  'customer_contacts',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: text()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_contacts_customer_idx').on(t.customerId, t.position),
    index('customer_contacts_company_idx').on(t.companyId),
  ],
);

/**
 * Another name of a customer: the name of a duplicate merged into it. A driver typing that name again is
 * booked to the kept customer, and a repeated merge of the same duplicate is recognised.
 */
export const customerAliases = sqliteTable(
  'customer_aliases',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: text()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The id the merged duplicate had (no foreign key: that row is gone). */
    mergedFromId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_aliases_customer_idx').on(t.customerId),
    index('customer_aliases_company_idx').on(t.companyId),
    index('customer_aliases_merged_from_idx').on(t.mergedFromId),
  ],
);

export type Facility = typeof facilities.$inferSelect;
export type Customer = typeof customers.$inferSelect;
export type CustomerContact = typeof customerContacts.$inferSelect;
export type CustomerAlias = typeof customerAliases.$inferSelect;
