import { env } from 'cloudflare:test';
import { CHECKOUT } from '@dwell/core/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../../app.ts';
import { localSubscriptions, paymentCustomers, subscriptions } from '../../lib/schema.ts';
import { signUp } from '../../../test/fixtures/accounts.ts';
import { startCheckout, subscribeThroughCheckout, subscriptionOf } from '../../../test/fixtures/billing.ts';
import { addMember } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';
import { postWebhook } from '../../../test/fixtures/webhook.ts';

describe("another company's subscription", () => {
  it('cannot be read or changed: checkout sessions 404, subscription and portal are always the caller’s own', async () => {
    const a = await signUp();
    const checkout = await subscribeThroughCheckout(a.cookie);
    const [rowBefore] = await db().select().from(subscriptions).where(eq(subscriptions.companyId, a.companyId));
    const b = await signUp();

    const peek = await call(`/api/billing/checkout/${checkout.sessionId}`, { cookie: b.cookie });
    expect(peek.status).toBe(404);
    expect(((await peek.json()) as ErrorAnswer).error.message).toBe(CHECKOUT.noSessionId);

    expect(await subscriptionOf(b.cookie)).toMatchObject({ subscription: null, status: null, tier: 'free' });
    const debug = (await (await call('/api/billing/debug', { cookie: b.cookie })).json()) as {
      subscription: unknown;
      paymentCustomer: unknown;
    };
    expect(debug).toMatchObject({ subscription: null, paymentCustomer: null });

    // Ids sent by the client are ignored: the tenant is the session's company.
    const portal = await call('/api/billing/portal', {
      cookie: b.cookie,
      json: { companyId: a.companyId, customerId: rowBefore?.customerId },
    });
    expect(portal.status).toBe(404);
    const started = await call('/api/billing/checkout', { cookie: b.cookie, json: { companyId: a.companyId } });
    expect(started.status).toBe(200);
    const [customerB] = await db().select().from(paymentCustomers).where(eq(paymentCustomers.companyId, b.companyId));
    expect(customerB?.providerCustomerId).not.toBe(rowBefore?.customerId);

    const [rowAfter] = await db().select().from(subscriptions).where(eq(subscriptions.companyId, a.companyId));
    expect(rowAfter).toEqual(rowBefore);
  });

  it('a webhook event naming another company in metadata cannot move a subscription between companies', async () => {
    const a = await signUp();
    await subscribeThroughCheckout(a.cookie);
    const b = await signUp();
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.companyId, a.companyId));
    const subId = row?.id ?? '';
    // Someone rewrites the metadata at the provider to point at company B, then an event arrives.
    await db()
      .update(localSubscriptions)
      .set({ metadata: JSON.stringify({ company_id: b.companyId }), status: 'past_due' })
      .where(eq(localSubscriptions.id, subId));
    const payload = JSON.stringify({
      id: 'evt_tenancy_1',
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: subId, object: 'subscription', metadata: { company_id: b.companyId } } },
    });
    expect((await postWebhook(payload)).status).toBe(200);
    const rows = await db().select().from(subscriptions).where(eq(subscriptions.id, subId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: a.companyId, status: 'past_due' });
    expect(await subscriptionOf(b.cookie)).toMatchObject({ subscription: null });
  });

  it('members of the company can read the subscription; only the carrier_admin opens the portal', async () => {
    const owner = await signUp();
    await subscribeThroughCheckout(owner.cookie);
    const driver = await addMember(owner.companyId, 'driver');
    expect(await subscriptionOf(driver.cookie)).toMatchObject({ status: 'active', tier: 'premium' });
    expect((await call('/api/billing/portal', { cookie: driver.cookie, method: 'POST' })).status).toBe(403);
  });
});

describe('GET /api/billing/subscription and /debug', () => {
  it('answers the product status view of the caller’s company', async () => {
    const owner = await signUp();
    expect(await subscriptionOf(owner.cookie)).toEqual({
      subscription: null,
      status: null,
      group: 'free',
      tier: 'free',
      hasAccess: false,
    });
    await subscribeThroughCheckout(owner.cookie);
    const answer = await subscriptionOf(owner.cookie);
    expect(Object.keys(answer.subscription ?? {}).sort()).toEqual(
      ['cancelAtPeriodEnd', 'currentPeriodEnd', 'id', 'priceId', 'status', 'trialEnd'].sort(),
    );
    const debug = (await (await call('/api/billing/debug', { cookie: owner.cookie })).json()) as Record<
      string,
      unknown
    >;
    expect(Object.keys(debug).sort()).toEqual([
      'authUser',
      'paymentCustomer',
      'profile',
      'session',
      'subscription',
      'summary',
    ]);
    expect(debug.summary).toMatchObject({ status: 'active', tier: 'premium', hasAccess: true, provider: 'local' });
    expect(debug.profile).not.toHaveProperty('passwordHash');
  });

  it('needs a session', async () => {
    expect((await call('/api/billing/subscription')).status).toBe(401);
    expect((await call('/api/billing/debug')).status).toBe(401);
  });
});

describe('with a real Stripe key', () => {
  it('every local provider route answers 404', async () => {
    const owner = await signUp();
    const { path } = await startCheckout(owner.cookie);
    const withStripe = { ...env, STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_real' };
    const origin = { origin: 'http://dwell.test', 'content-type': 'application/x-www-form-urlencoded' };
    for (const [method, target] of [
      ['GET', path],
      ['POST', path],
      ['GET', '/api/billing/local/portal/bps_local_x'],
      ['POST', '/api/billing/local/portal/bps_local_x/cancel_now'],
      ['GET', '/api/billing/local/anything'],
    ] as const) {
      const res = await app.request(
        `http://dwell.test${target}`,
        { method, headers: origin, body: method === 'POST' ? 'card=4242424242424242' : undefined },
        withStripe,
      );
      expect(res.status, `${method} ${target}`).toBe(404);
    }
    // The local provider's signing secret is no longer accepted by the webhook either.
    const res = await app.request(
      'http://dwell.test/api/billing/webhook',
      { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }, body: '{}' },
      withStripe,
    );
    expect(res.status).toBe(400);
  });

  it('refuses to run half-configured: no price or no webhook secret answers 500 without calling Stripe', async () => {
    const owner = await signUp();
    const keyOnly = { ...env, STRIPE_SECRET_KEY: 'sk_test_123' };
    const checkout = await app.request(
      'http://dwell.test/api/billing/checkout',
      { method: 'POST', headers: { origin: 'http://dwell.test', cookie: owner.cookie }, body: '' },
      keyOnly,
    );
    expect(checkout.status).toBe(500);
    expect(((await checkout.json()) as ErrorAnswer).error).toEqual({
      code: 'billing_misconfigured',
      message: CHECKOUT.createFailed,
    });
    const hook = await app.request(
      'http://dwell.test/api/billing/webhook',
      { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }, body: '{}' },
      keyOnly,
    );
    expect(hook.status).toBe(500);
    expect(((await hook.json()) as ErrorAnswer).error.code).toBe('billing_misconfigured');
  });
});
