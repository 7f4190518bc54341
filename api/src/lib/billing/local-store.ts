import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import {
  type LocalSubscription,
  localCheckoutSessions,
  localCustomers,
  localEvents,
  localPortalSessions,
  localSubscriptions,
  paymentCustomers,
  subscriptions,
} from '../schema.ts';

/** An event the local provider will send: its id, type and the exact JSON that gets signed. */
export interface PendingEvent {
  id: string;
  type: string;
  payload: string;
}

/** A checkout session of the local provider, or null. */
export async function findCheckoutSession(db: Db, id: string) {
  const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id));
  return row ?? null;
}

/** A subscription of the local provider, or null. */
export async function findSubscription(db: Db, id: string): Promise<LocalSubscription | null> {
  const [row] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, id));
  return row ?? null;
}

/** A portal visit of the local provider, or null. */
export async function findPortalSession(db: Db, id: string) {
  const [row] = await db.select().from(localPortalSessions).where(eq(localPortalSessions.id, id));
  return row ?? null;
}

/** The subscription a portal visit manages: the customer's live one first, then the newest. */
export async function portalSubscription(db: Db, customerId: string): Promise<LocalSubscription | null> {
  const [row] = await db
    .select()
    .from(localSubscriptions)
    .where(eq(localSubscriptions.customerId, customerId))
    .orderBy(
      desc(sql`${localSubscriptions.status} NOT IN ('canceled', 'incomplete_expired')`),
      desc(localSubscriptions.created),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Takes over subscriptions the local provider did not create (the demo seed's sub_demo, rows written before
 * the provider existed): copies the app's rows of a customer into the local store, keeping what is there.
 */
export async function adoptCustomer(db: Db, companyId: string, customerId: string): Promise<void> {
  const [customer] = await db
    .select()
    .from(paymentCustomers)
    .where(eq(paymentCustomers.providerCustomerId, customerId));
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
  const now = Math.floor(Date.now() / 1000);
  await db.batch([
    db
      .insert(localCustomers)
      .values({ id: customerId, companyId, email: customer?.email ?? '' })
      .onConflictDoNothing(),
    ...rows.map((row) =>
      db
        .insert(localSubscriptions)
        .values({
          id: row.id,
          companyId: row.companyId,
          customerId,
          status: row.status,
          priceId: row.priceId ?? '',
          created: row.created,
          currentPeriodStart: row.currentPeriodStart ?? row.created,
          currentPeriodEnd: row.currentPeriodEnd ?? now,
          trialEnd: row.trialEnd,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          canceledAt: row.canceledAt,
          metadata: JSON.stringify({ company_id: row.companyId, user_id: row.userId ?? '' }),
        })
        .onConflictDoNothing(),
    ),
  ]);
}

/**
 * Writes one change of a subscription with the events announcing it, in one batch. The write only lands
 * over the state the change was computed from (or as a new row), and the events are only inserted if the
 * row now carries this change's id, so of two racing changes exactly one lands, with its own events only.
 * Returns false when this one lost.
 */
export async function commitChange(
  db: Db,
  before: LocalSubscription | null,
  after: LocalSubscription,
  events: PendingEvent[],
  completeSessionId?: string,
): Promise<boolean> {
  const write = before
    ? db
        .update(localSubscriptions)
        .set(after)
        .where(and(eq(localSubscriptions.id, before.id), eq(localSubscriptions.changeId, before.changeId)))
        .returning({ id: localSubscriptions.id })
    : db.insert(localSubscriptions).values(after).onConflictDoNothing().returning({ id: localSubscriptions.id });
  const now = Date.now();
  const announce = events.map((e) =>
    db.insert(localEvents).select(
      sql`SELECT ${e.id}, ${after.companyId}, ${e.type}, ${e.payload}, ${now}, NULL WHERE EXISTS
          (SELECT 1 FROM local_subscriptions WHERE id = ${after.id} AND change_id = ${after.changeId})`,
    ),
  );
  const close = completeSessionId
    ? [
        db
          .update(localCheckoutSessions)
          .set({ status: 'complete', subscriptionId: after.id })
          .where(and(eq(localCheckoutSessions.id, completeSessionId), eq(localCheckoutSessions.status, 'open'))),
      ]
    : [];
  const [written] = await db.batch([write, ...announce, ...close]);
  return written.length > 0;
}

/** Events not yet accepted by the webhook, oldest first. */
export function undeliveredEvents(db: Db, companyId: string) {
  return db
    .select({ id: localEvents.id, type: localEvents.type, payload: localEvents.payload })
    .from(localEvents)
    .where(and(eq(localEvents.companyId, companyId), isNull(localEvents.deliveredAt)))
    .orderBy(asc(sql`rowid`));
}

/** Records that the webhook accepted an event, so it is not sent again. */
export async function markDelivered(db: Db, id: string): Promise<void> {
  await db.update(localEvents).set({ deliveredAt: new Date() }).where(eq(localEvents.id, id));
}
