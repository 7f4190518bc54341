import { newId } from '@dwell/core/ids';
import type { Db } from '../../env.ts';
import { localCheckoutSessions, localCustomers, localPortalSessions } from '../schema.ts';
import { adoptCustomer, findCheckoutSession, findSubscription } from './local-store.ts';
import type {
  BillingProvider,
  CheckoutSnapshot,
  NewCheckout,
  NewCustomer,
  NewPortal,
  SubscriptionSnapshot,
} from './types.ts';
import { subscriptionFields } from './types.ts';

/** Like Stripe: a checkout session can be paid for 24 hours. */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60_000;
export const PORTAL_LIFETIME_MS = 60 * 60_000;

/** Where the local provider's pages live, on the app's own origin. */
export const localCheckoutUrl = (origin: string, id: string) => `${origin}/api/billing/local/checkout/${id}`;
export const localPortalUrl = (origin: string, id: string) => `${origin}/api/billing/local/portal/${id}`;

/**
 * The embedded provider used when no Stripe key is configured: Stripe's objects kept in D1 tables of their
 * own, hosted pages served by the API (routes/billing/local-*.ts), and Stripe-shaped signed events.
 */
export class LocalProvider implements BillingProvider {
  readonly kind = 'local' as const;

  constructor(private readonly db: Db) {}

  async createCustomer(input: NewCustomer): Promise<string> {
    const id = newId('cus_local');
    await this.db
      .insert(localCustomers)
      .values({ id, companyId: input.companyId, email: input.email, name: input.companyName });
    return id;
  }

  async createCheckoutSession(input: NewCheckout): Promise<{ id: string; url: string }> {
    const id = newId('cs_local');
    await this.db.insert(localCheckoutSessions).values({
      id,
      companyId: input.companyId,
      userId: input.userId,
      customerId: input.customerId,
      email: input.email,
      priceId: input.priceId,
      trialDays: input.trialDays,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      status: 'open',
      expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
    });
    return { id, url: localCheckoutUrl(new URL(input.successUrl).origin, id) };
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSnapshot | null> {
    const row = await findCheckoutSession(this.db, id);
    if (!row) return null;
    const expired = row.status === 'open' && row.expiresAt.getTime() <= Date.now();
    return {
      id: row.id,
      status: expired ? 'expired' : row.status,
      customerId: row.customerId,
      subscriptionId: row.subscriptionId,
      companyId: row.companyId,
      mode: 'subscription',
    };
  }

  async retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null> {
    const asOf = Date.now();
    const row = await findSubscription(this.db, id);
    if (!row) return null;
    return {
      ...subscriptionFields(row),
      metadata: JSON.parse(row.metadata) as Record<string, string>,
      asOf,
    };
  }

  async createPortalSession(input: NewPortal): Promise<string> {
    await adoptCustomer(this.db, input.companyId, input.customerId);
    const id = newId('bps_local');
    await this.db.insert(localPortalSessions).values({
      id,
      companyId: input.companyId,
      customerId: input.customerId,
      returnUrl: input.returnUrl,
      expiresAt: new Date(Date.now() + PORTAL_LIFETIME_MS),
    });
    return localPortalUrl(new URL(input.returnUrl).origin, id);
  }
}
