import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signPayload } from '../../lib/billing/signature.ts';
import { StripeProvider } from '../../lib/billing/stripe-provider.ts';
import { ProviderError } from '../../lib/billing/types.ts';
import { receiveWebhook } from '../../lib/billing/webhook.ts';
import { paymentCustomers, subscriptions } from '../../lib/schema.ts';
import { signUp } from '../../../test/fixtures/accounts.ts';
import { db } from '../../../test/fixtures/http.ts';

interface Seen {
  method: string;
  url: string;
  body: URLSearchParams;
  headers: Headers;
}

/** A stand-in for api.stripe.com: records each request and answers with the given JSON. */
function fakeStripe(answer: (seen: Seen) => { status?: number; json: unknown }) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: new URLSearchParams(String(init?.body ?? '')),
      headers: new Headers(init?.headers),
    };
    seen.push(request);
    const { status = 200, json } = answer(request);
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
    });
  }) as typeof fetch;
  return { seen, provider: new StripeProvider('sk_test_fake', fetchImpl) };
}

const now = Math.floor(Date.now() / 1000);
const stripeSubscription = (id: string, customer: string, extra: Record<string, unknown> = {}) => ({
  id,
  object: 'subscription',
  customer,
  status: 'active',
  created: now,
  cancel_at: null,
  cancel_at_period_end: false,
  canceled_at: null,
  trial_end: null,
  metadata: {},
  items: {
    object: 'list',
    data: [
      {
        id: 'si_1',
        object: 'subscription_item',
        current_period_start: now,
        current_period_end: now + 2_592_000,
        price: { id: 'price_live' },
      },
    ],
  },
  ...extra,
});

describe('StripeProvider', () => {
  it('opens hosted checkout for the monthly price with the trial, metadata and server-built URLs', async () => {
    const { seen, provider } = fakeStripe(() => ({
      json: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
    }));
    const session = await provider.createCheckoutSession({
      companyId: 'co_1',
      userId: 'usr_1',
      email: 'owner@fleet.test',
      customerId: 'cus_1',
      priceId: 'price_live',
      trialDays: 14,
      successUrl: 'https://app.test/thank-you?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://app.test/subscribe',
    });
    expect(session).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const [req] = seen;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(Object.fromEntries(req?.body ?? [])).toMatchObject({
      mode: 'subscription',
      customer: 'cus_1',
      client_reference_id: 'co_1',
      'line_items[0][price]': 'price_live',
      'line_items[0][quantity]': '1',
      success_url: 'https://app.test/thank-you?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.test/subscribe',
      'subscription_data[trial_period_days]': '14',
      'subscription_data[metadata][company_id]': 'co_1',
      'metadata[user_email]': 'owner@fleet.test',
    });
  });

  it('creates one customer per company (idempotency key) and opens the portal back to /billing', async () => {
    const { seen, provider } = fakeStripe((r) => ({
      json: r.url.endsWith('/customers')
        ? { id: 'cus_9', object: 'customer' }
        : { id: 'bps_1', url: 'https://billing.stripe.com/p/session/x' },
    }));
    expect(
      await provider.createCustomer({ companyId: 'co_1', userId: 'usr_1', email: 'a@b.test', companyName: 'Acme' }),
    ).toBe('cus_9');
    expect(seen[0]?.headers.get('idempotency-key')).toBe('dwell-customer-co_1');
    expect(
      await provider.createPortalSession({
        companyId: 'co_1',
        customerId: 'cus_9',
        returnUrl: 'https://app.test/billing',
      }),
    ).toBe('https://billing.stripe.com/p/session/x');
    expect(Object.fromEntries(seen[1]?.body ?? [])).toEqual({
      customer: 'cus_9',
      return_url: 'https://app.test/billing',
    });
  });

  it('reads the billing period from the item and a portal cancellation from cancel_at', async () => {
    const { provider } = fakeStripe(() => ({
      json: stripeSubscription('sub_1', 'cus_1', { cancel_at: now + 2_592_000 }),
    }));
    expect(await provider.retrieveSubscription('sub_1')).toMatchObject({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      priceId: 'price_live',
      currentPeriodEnd: now + 2_592_000,
      cancelAtPeriodEnd: true,
    });
  });

  it('answers null for an unknown object and ProviderError for a refusal', async () => {
    const missing = fakeStripe(() => ({
      status: 404,
      json: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } },
    }));
    expect(await missing.provider.retrieveSubscription('sub_x')).toBeNull();
    const refused = fakeStripe(() => ({
      status: 401,
      json: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } },
    }));
    await expect(refused.provider.retrieveSubscription('sub_x')).rejects.toBeInstanceOf(ProviderError);
  });

  it('drives the same webhook code: a signed Stripe event stores what Stripe says now', async () => {
    const owner = await signUp();
    await db().insert(paymentCustomers).values({
      companyId: owner.companyId,
      userId: owner.userId,
      providerCustomerId: 'cus_live_1',
      email: owner.email,
    });
    const { provider } = fakeStripe(() => ({
      json: stripeSubscription('sub_live_1', 'cus_live_1', { status: 'past_due' }),
    }));
    const payload = JSON.stringify({
      id: 'evt_live_1',
      object: 'event',
      type: 'invoice.payment_failed',
      created: now,
      data: {
        object: { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: 'sub_live_1' } } },
      },
    });
    const receipt = await receiveWebhook(
      { db: db(), provider, secret: 'whsec_real' },
      payload,
      await signPayload(payload, 'whsec_real'),
    );
    expect(receipt).toEqual({ received: true });
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, 'sub_live_1'));
    expect(row).toMatchObject({
      companyId: owner.companyId,
      status: 'past_due',
      priceId: 'price_live',
      currentPeriodEnd: now + 2_592_000,
    });
  });
});
