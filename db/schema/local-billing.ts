import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, timestamp } from './columns.ts';
import { companies } from './companies.ts';

// The embedded payment provider's own store, used only when no Stripe key is configured. These tables play
// the part of Stripe's side: the app's own view of billing lives in billing.ts and changes only through
// webhook events, exactly as with Stripe.

/** A customer at the local provider (Stripe's Customer). */
export const localCustomers = sqliteTable(
  'local_customers',
  {
    id: text().primaryKey(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    name: text(),
    createdAt: createdAt(),
  },
  (t) => [index('local_customers_company_idx').on(t.companyId)],
);

/** A hosted checkout page (Stripe's Checkout Session). */
export const localCheckoutSessions = sqliteTable(
  'local_checkout_sessions',
  {
    id: text().primaryKey(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text(),
    customerId: text().notNull(),
    email: text().notNull(),
    priceId: text().notNull(),
    /** Trial length granted by this session; null means no trial. */
    trialDays: integer(),
    successUrl: text().notNull(),
    cancelUrl: text().notNull(),
    status: text({ enum: ['open', 'complete', 'expired'] }).notNull(),
    subscriptionId: text(),
    createdAt: createdAt(),
    expiresAt: timestamp().notNull(),
  },
  (t) => [
    index('local_checkout_sessions_company_idx').on(t.companyId),
    index('local_checkout_customer_idx').on(t.customerId),
  ],
);

/** A subscription at the local provider (Stripe's Subscription); times in seconds like Stripe's. */
export const localSubscriptions = sqliteTable(
  'local_subscriptions',
  {
    id: text().primaryKey(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: text().notNull(),
    status: text().notNull(),
    priceId: text().notNull(),
    created: integer().notNull(),
    currentPeriodStart: integer().notNull(),
    currentPeriodEnd: integer().notNull(),
    trialStart: integer(),
    trialEnd: integer(),
    cancelAtPeriodEnd: bool().notNull().default(false),
    canceledAt: integer(),
    endedAt: integer(),
    /** JSON metadata, as Stripe keeps it: company_id, user_id. */
    metadata: text().notNull().default('{}'),
    /** Id of the last change: a change is only written over the state it was computed from. */
    changeId: text().notNull().default(''),
  },
  (t) => [
    index('local_subscriptions_company_idx').on(t.companyId),
    index('local_subscriptions_customer_idx').on(t.customerId),
  ],
);

/** A customer portal visit (Stripe's billing portal session). */
export const localPortalSessions = sqliteTable(
  'local_portal_sessions',
  {
    id: text().primaryKey(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: text().notNull(),
    returnUrl: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp().notNull(),
  },
  (t) => [index('local_portal_sessions_company_idx').on(t.companyId)],
);

/** Every event the local provider sent, in order; undelivered ones are sent again with the next change. */
export const localEvents = sqliteTable(
  'local_events',
  {
    id: text().primaryKey(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    /** The whole Stripe-shaped event as JSON, exactly the bytes that get signed. */
    payload: text().notNull(),
    createdAt: createdAt(),
    deliveredAt: timestamp(),
  },
  (t) => [index('local_events_company_idx').on(t.companyId, t.deliveredAt)],
);

export type LocalSubscription = typeof localSubscriptions.$inferSelect;
export type LocalCheckoutSession = typeof localCheckoutSessions.$inferSelect;
