import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { billingEvents, companies, paymentCustomers, subscriptions } from '../schema.ts';
import type { SubscriptionSnapshot } from './types.ts';

/** Who a provider subscription belongs to in Dwell. */
export interface Owner {
  companyId: string;
  userId: string | null;
}

/**
 * The company a provider subscription belongs to: the company whose payment customer it is; failing that
 * the company named at checkout (metadata or client_reference_id) if it exists. Null: not one of ours.
 */
export async function ownerOf(db: Db, customerId: string, named: (string | null | undefined)[]): Promise<Owner | null> {
  const [byCustomer] = await db
    .select({ companyId: paymentCustomers.companyId, userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.providerCustomerId, customerId));
  if (byCustomer) return byCustomer;
  for (const companyId of named) {
    if (!companyId) continue;
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (company) return { companyId: company.id, userId: null };
  }
  return null;
}

/**
 * Writes the provider's view of a subscription, guarded by providerUpdated: an existing row is only
 * overwritten by a snapshot read at the same time or later, so a slow delivery that read older state loses.
 * The owning company of an existing row never changes.
 */
export function upsertSubscription(db: Db, snapshot: SubscriptionSnapshot, owner: Owner) {
  const state = {
    customerId: snapshot.customerId,
    status: snapshot.status,
    priceId: snapshot.priceId,
    currentPeriodStart: snapshot.currentPeriodStart,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    trialEnd: snapshot.trialEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    canceledAt: snapshot.canceledAt,
    providerUpdated: snapshot.asOf,
    updatedAt: new Date(),
  };
  return db
    .insert(subscriptions)
    .values({
      id: snapshot.id,
      companyId: owner.companyId,
      userId: owner.userId ?? snapshot.metadata.user_id ?? null,
      created: snapshot.created,
      ...state,
    })
    .onConflictDoUpdate({
      target: subscriptions.id,
      set: state,
      setWhere: sql`excluded.provider_updated >= ${subscriptions.providerUpdated}`,
    });
}

/** Links a company to its provider customer if it has none yet (a checkout that created the customer). */
export function linkCustomer(db: Db, owner: Owner, customerId: string, email: string) {
  return db
    .insert(paymentCustomers)
    .values({ companyId: owner.companyId, userId: owner.userId, providerCustomerId: customerId, email })
    .onConflictDoNothing();
}

/** Marks an event applied; written in the same batch as its change so neither exists without the other. */
export function markProcessed(db: Db, event: { id: string; type: string; created: number }) {
  return db
    .insert(billingEvents)
    .values({ id: event.id, type: event.type, created: event.created, receivedAt: new Date() })
    .onConflictDoNothing();
}

/** Whether an event id was already applied. */
export async function wasProcessed(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, eventId));
  return Boolean(row);
}
