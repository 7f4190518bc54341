import Stripe from 'stripe';
import { PLAN } from '@dwell/core/constants';
import type { LocalCheckoutSession, LocalSubscription } from '../schema.ts';

// Stripe-shaped JSON of the local provider's objects and events: the fields Dwell reads, named and nested
// as in Stripe's API version of the installed SDK, so the webhook code cannot tell the two apart.

type Json = Record<string, unknown>;

const metadataOf = (sub: Pick<LocalSubscription, 'metadata'>): Record<string, string> =>
  JSON.parse(sub.metadata) as Record<string, string>;

/** A subscription as Stripe's API shows it (the billing period on its single item). */
export function subscriptionObject(sub: LocalSubscription): Json {
  const suffix = sub.id.replace(/^sub_/, '');
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customerId,
    status: sub.status,
    created: sub.created,
    start_date: sub.created,
    cancel_at: sub.cancelAtPeriodEnd ? sub.currentPeriodEnd : null,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: sub.canceledAt,
    ended_at: sub.endedAt,
    trial_start: sub.trialStart,
    trial_end: sub.trialEnd,
    currency: PLAN.currency,
    collection_method: 'charge_automatically',
    livemode: false,
    metadata: metadataOf(sub),
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${sub.id}`,
      data: [
        {
          id: `si_${suffix}`,
          object: 'subscription_item',
          subscription: sub.id,
          quantity: 1,
          current_period_start: sub.currentPeriodStart,
          current_period_end: sub.currentPeriodEnd,
          price: {
            id: sub.priceId,
            object: 'price',
            currency: PLAN.currency,
            unit_amount: PLAN.priceCents,
            recurring: { interval: PLAN.interval, interval_count: 1 },
          },
        },
      ],
    },
  };
}

/** An invoice of the subscription: paid, or open after a failed attempt. */
export function invoiceObject(
  sub: LocalSubscription,
  invoice: {
    id: string;
    paid: boolean;
    amount: number;
    reason: 'subscription_create' | 'subscription_cycle';
    created: number;
  },
): Json {
  return {
    id: invoice.id,
    object: 'invoice',
    customer: sub.customerId,
    status: invoice.paid ? 'paid' : 'open',
    billing_reason: invoice.reason,
    currency: PLAN.currency,
    amount_due: invoice.amount,
    amount_paid: invoice.paid ? invoice.amount : 0,
    amount_remaining: invoice.paid ? 0 : invoice.amount,
    attempt_count: 1,
    created: invoice.created,
    period_start: sub.currentPeriodStart,
    period_end: sub.currentPeriodEnd,
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: sub.id, metadata: metadataOf(sub) },
    },
  };
}

/** A completed checkout session. */
export function checkoutSessionObject(session: LocalCheckoutSession, subscriptionId: string, paid: boolean): Json {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: paid ? 'paid' : 'no_payment_required',
    customer: session.customerId,
    customer_email: session.email,
    customer_details: { email: session.email },
    subscription: subscriptionId,
    client_reference_id: session.companyId,
    metadata: { company_id: session.companyId, user_id: session.userId ?? '' },
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: null,
    currency: PLAN.currency,
    amount_total: paid ? PLAN.priceCents : 0,
    created: Math.floor(session.createdAt.getTime() / 1000),
    expires_at: Math.floor(session.expiresAt.getTime() / 1000),
    livemode: false,
  };
}

/** The envelope Stripe wraps every webhook object in. */
export function eventEnvelope(id: string, type: string, created: number, object: Json, previous?: Json): Json {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: previous ? { object, previous_attributes: previous } : { object },
  };
}
