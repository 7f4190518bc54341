import { z } from 'zod';
import type { MeterState, Tier } from '../tiers.ts';
import type { StatusGroup } from '../subscription.ts';

/** Body of POST /api/billing/checkout: 'Start Free Trial' sends trial: true, 'Subscribe and Start Now' nothing. */
export const checkoutSchema = z.object({
  trial: z.boolean({ error: 'trial must be true or false' }).optional().default(false),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** A checkout session id as the payment provider issues it (Stripe: cs_test_… / cs_live_…). */
export const checkoutSessionIdSchema = z.object({
  sessionId: z
    .string()
    .min(4)
    .max(255)
    .regex(/^cs_[A-Za-z0-9_]+$/, 'No checkout session ID found'),
});

/** The company's subscription as GET /api/billing/subscription shows it; times in seconds since the epoch. */
export interface BillingSubscription {
  id: string;
  status: string;
  priceId: string | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: number | null;
}

/** Answer of GET /api/billing/subscription (docs/product.md#subscription-states status, group, tier and hasAccess). */
export interface SubscriptionAnswer {
  subscription: BillingSubscription | null;
  status: string | null;
  group: StatusGroup;
  tier: Tier;
  hasAccess: boolean;
}

/** One usage meter: limit null means unlimited (docs/product.md#tiers-and-limits, docs/product.md#constants warning at 80 %, reached at 100 %). */
export interface UsageMeter {
  used: number;
  limit: number | null;
  state: MeterState;
}

/** Answer of GET /api/billing/usage. */
export interface UsageAnswer {
  events: UsageMeter;
  documents: UsageMeter;
  users: UsageMeter;
}

/** Answer of GET /api/billing/checkout/:sessionId, read by /thank-you and /checkout/success. */
export interface CheckoutStatusAnswer {
  status: 'open' | 'complete' | 'expired';
  /** The subscription's status as the webhook stored it; null until its event has arrived. */
  subscriptionStatus: string | null;
}
