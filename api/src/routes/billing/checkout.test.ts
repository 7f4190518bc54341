import { AUTH, CHECKOUT } from '@dwell/core/messages';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  localCheckoutSessions,
  localCustomers,
  localSubscriptions,
  paymentCustomers,
  subscriptions,
} from '../../lib/schema.ts';
import { signUp } from '../../../test/fixtures/accounts.ts';
import { GOOD_CARD, postForm, startCheckout, subscriptionOf } from '../../../test/fixtures/billing.ts';
import { addMember, subscribe } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer, ORIGIN } from '../../../test/fixtures/http.ts';

async function rows() {
  const counts = await Promise.all(
    [subscriptions, paymentCustomers, localCustomers, localCheckoutSessions, localSubscriptions].map(async (t) => {
      const [r] = await db().select({ n: count() }).from(t);
      return r?.n ?? 0;
    }),
  );
  return counts;
}

describe('checkout through the local provider', () => {
  it('pays on the hosted page, the webhook stores the subscription, and the session shows tier premium', async () => {
    const owner = await signUp();
    const checkout = await startCheckout(owner.cookie);
    expect(checkout.sessionId).toMatch(/^cs_local_/);
    expect(checkout.url).toBe(`${ORIGIN}/api/billing/local/checkout/${checkout.sessionId}`);

    const page = await call(checkout.path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Subscribe to Professional');
    expect(html).toContain(`action="/api/billing/local/checkout/${checkout.sessionId}"`);
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

    const before = await call(`/api/billing/checkout/${checkout.sessionId}`, { cookie: owner.cookie });
    expect(await before.json()).toEqual({ status: 'open', subscriptionStatus: null });

    const paid = await postForm(checkout.path, GOOD_CARD);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${ORIGIN}/thank-you?session_id=${checkout.sessionId}`);

    const after = await call(`/api/billing/checkout/${checkout.sessionId}`, { cookie: owner.cookie });
    expect(await after.json()).toEqual({ status: 'complete', subscriptionStatus: 'active' });
    const sub = await subscriptionOf(owner.cookie);
    expect(sub).toMatchObject({ status: 'active', group: 'active', tier: 'premium', hasAccess: true });
    expect(sub.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, trialEnd: null });

    const session = await call('/api/auth/session', { cookie: owner.cookie });
    const info = (await session.json()) as { session: { subscription: { tier: string; status: string } } };
    expect(info.session.subscription).toMatchObject({ tier: 'premium', status: 'active' });
  });

  it("'Start Free Trial' gives a trialing subscription whose trial lasts TRIAL_DAYS", async () => {
    const owner = await signUp();
    const checkout = await startCheckout(owner.cookie, true);
    expect(await (await call(checkout.path)).text()).toContain('14 days free');
    await postForm(checkout.path, GOOD_CARD);
    const sub = await subscriptionOf(owner.cookie);
    expect(sub).toMatchObject({ status: 'trialing', tier: 'premium', hasAccess: true });
    const days = ((sub.subscription?.trialEnd ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('a declined card uses up nothing: the session shows no subscription and the next checkout keeps the trial', async () => {
    const owner = await signUp();
    const first = await startCheckout(owner.cookie, true);
    const declined = await postForm(first.path, { ...GOOD_CARD, card: '4000 0000 0000 0002' });
    expect(declined.status).not.toBe(303);
    const session = (await (await call('/api/auth/session', { cookie: owner.cookie })).json()) as {
      session: { subscription: { status: string | null } };
    };
    // The screens offer the trial exactly when the session shows no subscription status (canStartTrial).
    expect(session.session.subscription.status).toBeNull();
    const again = await startCheckout(owner.cookie, true);
    expect(await (await call(again.path)).text()).toContain('14 days free');
    await postForm(again.path, GOOD_CARD);
    expect(await subscriptionOf(owner.cookie)).toMatchObject({ status: 'trialing', hasAccess: true });
  });

  it('a second payment of the same session changes nothing and lands on the success page again', async () => {
    const owner = await signUp();
    const checkout = await startCheckout(owner.cookie);
    await postForm(checkout.path, GOOD_CARD);
    const again = await postForm(checkout.path, GOOD_CARD);
    expect(again.status).toBe(303);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.companyId, owner.companyId))).toHaveLength(1);
  });
});

describe('checkout refusals', () => {
  it('without a session: 401 with the product checkout text (portal: the generic one), nothing written', async () => {
    const before = await rows();
    const res = await call('/api/billing/checkout', { json: {} });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(CHECKOUT.signInFirst);
    const customer = await call('/api/billing/create-customer', { method: 'POST' });
    expect(customer.status).toBe(401);
    expect(((await customer.json()) as ErrorAnswer).error.message).toBe(CHECKOUT.signInFirst);
    const portal = await call('/api/billing/portal', { method: 'POST' });
    expect(portal.status).toBe(401);
    expect(((await portal.json()) as ErrorAnswer).error.message).toBe(AUTH.signInToContinue);
    expect(await rows()).toEqual(before);
  });

  it('a company with an active subscription cannot start a second one (409)', async () => {
    const owner = await signUp();
    await subscribe(owner.companyId, 'active');
    const before = await rows();
    const res = await call('/api/billing/checkout', { cookie: owner.cookie, json: {} });
    expect(res.status).toBe(409);
    const body = (await res.json()) as ErrorAnswer;
    expect(body.error.code).toBe('already_subscribed');
    expect(body.error.message).toBe('Your company already has an active subscription. Manage it from Billing.');
    expect(await rows()).toEqual(before);
  });

  it('a free trial is for first-time subscribers only', async () => {
    const owner = await signUp();
    await subscribe(owner.companyId, 'canceled');
    const res = await call('/api/billing/checkout', { cookie: owner.cookie, json: { trial: true } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('trial_used');
    const paid = await call('/api/billing/checkout', { cookie: owner.cookie, json: {} });
    expect(paid.status).toBe(200);
  });

  it('only the carrier_admin changes billing: a dispatcher gets the product permission message', async () => {
    const owner = await signUp();
    const dispatcher = await addMember(owner.companyId, 'dispatcher');
    const before = await rows();
    for (const path of ['/api/billing/checkout', '/api/billing/create-customer', '/api/billing/portal']) {
      const res = await call(path, { cookie: dispatcher.cookie, json: {} });
      expect(res.status).toBe(403);
      expect(((await res.json()) as ErrorAnswer).error.message).toBe(AUTH.noPermission);
    }
    expect(await rows()).toEqual(before);
  });

  it('the return addresses are built by the server: a client-sent success URL is ignored', async () => {
    const owner = await signUp();
    const res = await call('/api/billing/checkout', {
      cookie: owner.cookie,
      json: { successUrl: 'https://evil.test/steal', cancelUrl: 'https://evil.test', companyId: 'co_other' },
    });
    const { sessionId } = (await res.json()) as { sessionId: string };
    const [session] = await db().select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, sessionId));
    expect(session).toMatchObject({
      companyId: owner.companyId,
      successUrl: `${ORIGIN}/thank-you?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ORIGIN}/subscribe`,
    });
  });

  it('create-customer is idempotent per company', async () => {
    const owner = await signUp();
    const first = (await (
      await call('/api/billing/create-customer', { cookie: owner.cookie, method: 'POST' })
    ).json()) as {
      customerId: string;
    };
    const second = (await (
      await call('/api/billing/create-customer', { cookie: owner.cookie, method: 'POST' })
    ).json()) as {
      customerId: string;
    };
    expect(first.customerId).toMatch(/^cus_local_/);
    expect(second.customerId).toBe(first.customerId);
    expect(
      await db().select().from(paymentCustomers).where(eq(paymentCustomers.companyId, owner.companyId)),
    ).toHaveLength(1);
  });
});
