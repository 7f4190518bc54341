/** A subscription as the payment provider describes it right now; times in seconds like Stripe's. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  created: number;
  currentPeriodStart: number | null;
  currentPeriodEnd: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  /** Metadata set at checkout: company_id and user_id. */
  metadata: Record<string, string>;
  /** Milliseconds at which this state was read from the provider: the guard's ordering key. */
  asOf: number;
}

/** A subscription's own fields, without its metadata: what a stored row and the debug page share. */
export type SubscriptionFields = Omit<SubscriptionSnapshot, 'metadata' | 'asOf'>;

/** Picks a subscription's own fields from a stored row (or anything that has them). */
export function subscriptionFields(row: SubscriptionFields): SubscriptionFields {
  const { id, customerId, status, priceId, created, currentPeriodStart, currentPeriodEnd } = row;
  const { trialEnd, cancelAtPeriodEnd, canceledAt } = row;
  return {
    id,
    customerId,
    status,
    priceId,
    created,
    currentPeriodStart,
    currentPeriodEnd,
    trialEnd,
    cancelAtPeriodEnd,
    canceledAt,
  };
}

/** A hosted checkout session as the provider describes it. */
export interface CheckoutSnapshot {
  id: string;
  status: 'open' | 'complete' | 'expired';
  customerId: string | null;
  subscriptionId: string | null;
  /** The company that opened it (client_reference_id). */
  companyId: string | null;
  mode: string;
}

export interface NewCustomer {
  companyId: string;
  userId: string;
  email: string;
  companyName: string | null;
}

export interface NewCheckout {
  companyId: string;
  userId: string;
  email: string;
  customerId: string;
  priceId: string;
  /** Days of free trial; null for none. */
  trialDays: number | null;
  /** Contains {CHECKOUT_SESSION_ID}, which the provider replaces with the session's id. */
  successUrl: string;
  cancelUrl: string;
}

export interface NewPortal {
  companyId: string;
  customerId: string;
  returnUrl: string;
}

/**
 * What the app needs from a payment provider. Stripe and the embedded local provider both implement it;
 * everything after a webhook arrives is the same code for both.
 */
export interface BillingProvider {
  readonly kind: 'stripe' | 'local';
  /** Creates the provider's customer for a company and returns its id. */
  createCustomer(input: NewCustomer): Promise<string>;
  /** Opens a hosted checkout for the monthly plan. */
  createCheckoutSession(input: NewCheckout): Promise<{ id: string; url: string | null }>;
  /** The session as the provider knows it now; null when the provider does not know it. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSnapshot | null>;
  /** The subscription as the provider knows it now; null when the provider does not know it. */
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  /** Opens the customer portal (card changes, cancel) and returns its address. */
  createPortalSession(input: NewPortal): Promise<string>;
}

/** The provider could not be reached or refused: the caller answers 502, and a webhook is retried. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
}
