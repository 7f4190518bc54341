import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, timestamp, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** The company's subscription as the payment provider last described it (docs/product.md#data subscriptions). */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    /** The provider's subscription id. */
    id: text().primaryKey(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    customerId: text().notNull(),
    status: text().notNull(),
    priceId: text(),
    /** Seconds since the epoch, as the provider gives them. */
    created: integer().notNull(),
    currentPeriodStart: integer(),
    currentPeriodEnd: integer(),
    trialEnd: integer(),
    cancelAtPeriodEnd: bool().notNull().default(false),
    canceledAt: integer(),
    /**
     * As-of time of the provider state written here: milliseconds at which it was read from the provider
     * (older rows, like the demo seed, may hold seconds, which only sorts them older). A write whose as-of
     * time is older than this one is skipped, so a slow, older delivery never overwrites newer state.
     */
    providerUpdated: integer().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId, t.created),
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_customer_idx').on(t.customerId),
  ],
);

/** The company's customer record at the payment provider. */
export const paymentCustomers = sqliteTable(
  'payment_customers',
  {
    companyId: text()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    providerCustomerId: text().notNull(),
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_customers_provider_unique').on(t.providerCustomerId),
    index('payment_customers_user_idx').on(t.userId),
  ],
);

/**
 * Webhook events already applied, so a replay is answered without being applied twice. A row is written in
 * the same batch as the change the event caused, never on its own before it.
 */
export const billingEvents = sqliteTable('billing_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  created: integer().notNull(),
  receivedAt: timestamp().notNull(),
});

export type Subscription = typeof subscriptions.$inferSelect;
export type PaymentCustomer = typeof paymentCustomers.$inferSelect;
