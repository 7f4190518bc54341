import type Stripe from 'stripe';
import type { CheckoutSnapshot, SubscriptionSnapshot } from './types.ts';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/**
 * Stripe's subscription in the app's terms. Since API 2025-03-31 the billing period lives on the items, not
 * the subscription; the plan has one item. The portal now cancels "at period end" by setting cancel_at, so
 * either flag counts as a scheduled cancellation.
 */
export function fromStripeSubscription(sub: Stripe.Subscription, asOf: number): SubscriptionSnapshot {
  const item = sub.items.data[0];
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    priceId: item?.price.id ?? null,
    created: sub.created,
    currentPeriodStart: item?.current_period_start ?? null,
    currentPeriodEnd: item?.current_period_end ?? null,
    trialEnd: sub.trial_end,
    cancelAtPeriodEnd: sub.cancel_at_period_end || (sub.cancel_at !== null && sub.status !== 'canceled'),
    canceledAt: sub.canceled_at,
    metadata: { ...sub.metadata },
    asOf,
  };
}

const SESSION_STATUSES: readonly CheckoutSnapshot['status'][] = ['open', 'complete', 'expired'];

/** Stripe's checkout session in the app's terms (a status this code does not know reads as open). */
export function fromStripeSession(session: Stripe.Checkout.Session): CheckoutSnapshot {
  const status = SESSION_STATUSES.find((s) => s === session.status) ?? 'open';
  return {
    id: session.id,
    status,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    companyId: session.client_reference_id ?? session.metadata?.company_id ?? null,
    mode: session.mode,
  };
}
