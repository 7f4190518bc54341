import Stripe from 'stripe';
import { PLAN } from '@dwell/core/constants';
import { fromStripeSession, fromStripeSubscription } from './stripe-mapping.ts';
import {
  type BillingProvider,
  type CheckoutSnapshot,
  type NewCheckout,
  type NewCustomer,
  type NewPortal,
  ProviderError,
  type SubscriptionSnapshot,
} from './types.ts';

/** Stripe answered that the object does not exist (a wrong or foreign id): not a provider failure. */
function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.code === 'resource_missing' || error.statusCode === 404);
}

/** Runs a Stripe call, turning its failures into ProviderError (answered 502; webhooks get retried). */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new ProviderError(`Stripe ${what} failed: ${detail}`);
  }
}

/** Real Stripe through its fetch HTTP client (Workers have no Node http). */
export class StripeProvider implements BillingProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  /** fetchImpl lets tests answer for Stripe; production uses the global fetch. */
  constructor(secretKey: string, fetchImpl?: typeof fetch) {
    this.stripe = new Stripe(secretKey, {
      httpClient: Stripe.createFetchHttpClient(fetchImpl),
      maxNetworkRetries: 1,
      timeout: 15_000,
    });
  }

  createCustomer(input: NewCustomer): Promise<string> {
    return call('create customer', async () => {
      const customer = await this.stripe.customers.create(
        {
          email: input.email,
          name: input.companyName ?? undefined,
          metadata: { company_id: input.companyId, user_id: input.userId },
        },
        // Two racing requests for one company get the same customer back instead of two customers.
        { idempotencyKey: `dwell-customer-${input.companyId}` },
      );
      return customer.id;
    });
  }

  createCheckoutSession(input: NewCheckout): Promise<{ id: string; url: string | null }> {
    return call('create checkout session', async () => {
      const metadata = { company_id: input.companyId, user_id: input.userId };
      const session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.companyId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { ...metadata, user_email: input.email, product_id: `${PLAN.name.toLowerCase()}_${PLAN.interval}ly` },
        subscription_data: {
          metadata,
          ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
        },
      });
      return { id: session.id, url: session.url };
    });
  }

  retrieveCheckoutSession(id: string): Promise<CheckoutSnapshot | null> {
    return call('read checkout session', async () => {
      try {
        return fromStripeSession(await this.stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null> {
    return call('read subscription', async () => {
      const asOf = Date.now();
      try {
        return fromStripeSubscription(await this.stripe.subscriptions.retrieve(id), asOf);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  createPortalSession(input: NewPortal): Promise<string> {
    return call('create portal session', async () => {
      const portal = await this.stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
      });
      return portal.url;
    });
  }
}
