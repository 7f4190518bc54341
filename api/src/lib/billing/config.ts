import type { Env } from '../../env.ts';
import { ApiError } from '../errors.ts';

/** The local provider's price of the monthly Professional plan (the demo seed uses the same id). */
export const LOCAL_PRICE_ID = 'price_professional_monthly';
export const DEFAULT_TRIAL_DAYS = 14;
/** Stripe's own default and the rule: a signature older than 300 seconds is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const LOCAL_SECRET_FALLBACK = 'whsec_dwell_local_provider_development_only';

export interface BillingConfig {
  mode: 'stripe' | 'local';
  secretKey: string;
  /** Secret the webhook verifies signatures with; empty when Stripe is configured without one. */
  webhookSecret: string;
  /** Empty when Stripe is configured without a price. */
  priceId: string;
  trialDays: number;
}

/**
 * Reads the billing variables: a Stripe key switches to Stripe, and then nothing local is used. Without a
 * key the embedded local provider stands in, except in production, where billing answers 503 instead.
 */
export function billingConfig(env: Env): BillingConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const days = Number.parseInt(env.TRIAL_DAYS ?? '', 10);
  const trialDays = Number.isFinite(days) && days > 0 && days <= 730 ? days : DEFAULT_TRIAL_DAYS;
  if (secretKey) {
    return {
      mode: 'stripe',
      secretKey,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() ?? '',
      priceId: env.STRIPE_PRICE_ID?.trim() ?? '',
      trialDays,
    };
  }
  // The embedded test-card provider must never take payments for a real deployment.
  if (env.ENVIRONMENT === 'production') {
    throw new ApiError(
      503,
      'billing_unavailable',
      'Billing is not configured on this server yet. Please contact support.',
    );
  }
  return {
    mode: 'local',
    secretKey: '',
    webhookSecret: env.LOCAL_BILLING_WEBHOOK_SECRET?.trim() || LOCAL_SECRET_FALLBACK,
    priceId: env.STRIPE_PRICE_ID?.trim() || LOCAL_PRICE_ID,
    trialDays,
  };
}
