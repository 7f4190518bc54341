import type { BillingSubscription } from '@dwell/core/schemas/billing';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import type { BillingProvider } from '../../lib/billing/types.ts';
import {
  companies,
  type PaymentCustomer,
  paymentCustomers,
  type Subscription,
  subscriptions,
} from '../../lib/schema.ts';
import { currentSubscriptionId } from '../../lib/sessions.ts';

/** The company's current subscription, chosen exactly as the session read chooses it (active first, newest). */
export async function currentSubscription(db: Db, companyId: string): Promise<Subscription | null> {
  const [row] = await db
    .select({ subscription: subscriptions })
    .from(companies)
    .innerJoin(subscriptions, eq(subscriptions.id, currentSubscriptionId(companies.id)))
    .where(eq(companies.id, companyId));
  return row?.subscription ?? null;
}

/** What the screens are shown of a subscription row. */
export function toBillingSubscription(row: Subscription): BillingSubscription {
  return {
    id: row.id,
    status: row.status,
    priceId: row.priceId,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialEnd: row.trialEnd,
  };
}

/** Whether the company ever had a subscription (a free trial is for first-time subscribers only). */
export async function hasHadSubscription(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.companyId, companyId));
  return (row?.n ?? 0) > 0;
}

/** The status the webhook stored for one subscription of the company; null when none arrived yet. */
export async function subscriptionStatusOf(db: Db, companyId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.companyId, companyId)));
  return row?.status ?? null;
}

/** The company's payment customer record, or null when it never had one. */
export async function paymentCustomerOf(db: Db, companyId: string): Promise<PaymentCustomer | null> {
  const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.companyId, companyId));
  return row ?? null;
}

/**
 * The company's customer at the provider, created on first use (the checkout's create-customer step). Idempotent: an
 * existing customer is returned; of two racing creations the first stored wins and both callers get it
 * (Stripe is also given an idempotency key per company, so it makes one customer only).
 */
export async function ensureCustomer(
  db: Db,
  provider: BillingProvider,
  input: { companyId: string; userId: string; email: string; companyName: string | null },
): Promise<string> {
  const existing = await paymentCustomerOf(db, input.companyId);
  if (existing) return existing.providerCustomerId;
  const customerId = await provider.createCustomer(input);
  await db
    .insert(paymentCustomers)
    .values({ companyId: input.companyId, userId: input.userId, providerCustomerId: customerId, email: input.email })
    .onConflictDoNothing();
  const stored = await paymentCustomerOf(db, input.companyId);
  return stored?.providerCustomerId ?? customerId;
}
