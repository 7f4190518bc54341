import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localSubscriptions, paymentCustomers, subscriptions } from '../../lib/schema.ts';
import { signUp } from '../../../test/fixtures/accounts.ts';
import {
  openPortal,
  portalAction,
  postForm,
  subscribeThroughCheckout,
  subscriptionOf,
} from '../../../test/fixtures/billing.ts';
import { subscribe } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';

describe('customer portal (local provider)', () => {
  it('cancels at period end, resumes, and cancels now; each step reaches the app through the webhook', async () => {
    const owner = await signUp();
    await subscribeThroughCheckout(owner.cookie);
    const portal = await openPortal(owner.cookie);
    expect(portal).toMatch(/^\/api\/billing\/local\/portal\/bps_local_/);
    const page = await (await call(portal)).text();
    expect(page).toContain('Cancel at the end of the period');
    expect(page).toContain('Cancel now');
    expect(page).not.toContain('<script');

    const res = await portalAction(portal, 'cancel_at_period_end');
    expect(res.headers.get('location')).toBe(`${portal}?done=cancel_at_period_end`);
    expect(await (await call(`${portal}?done=cancel_at_period_end`)).text()).toContain(
      'Your subscription will end at the end of the current period.',
    );
    expect(await subscriptionOf(owner.cookie)).toMatchObject({
      status: 'active',
      hasAccess: true,
      subscription: { cancelAtPeriodEnd: true },
    });

    await portalAction(portal, 'resume');
    expect((await subscriptionOf(owner.cookie)).subscription?.cancelAtPeriodEnd).toBe(false);

    await portalAction(portal, 'cancel_now');
    expect(await subscriptionOf(owner.cookie)).toMatchObject({
      status: 'canceled',
      group: 'issue',
      tier: 'expired',
      hasAccess: false,
    });
  });

  it('a failed renewal makes the subscription past_due, and a later payment makes it active again', async () => {
    const owner = await signUp();
    await subscribeThroughCheckout(owner.cookie);
    const portal = await openPortal(owner.cookie);
    await portalAction(portal, 'fail_renewal');
    expect(await subscriptionOf(owner.cookie)).toMatchObject({ status: 'past_due', group: 'issue', tier: 'expired' });
    // A past_due company cannot open a second checkout: it is sent to fix its payment instead.
    const again = await call('/api/billing/checkout', { cookie: owner.cookie, json: {} });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorAnswer).error.message).toBe(
      'Your company already has a subscription with a payment problem. Update your payment method from Billing.',
    );
    await portalAction(portal, 'pay');
    expect(await subscriptionOf(owner.cookie)).toMatchObject({ status: 'active', tier: 'premium', hasAccess: true });
  });

  it('refuses an action that does not fit the state (409) and changes nothing', async () => {
    const owner = await signUp();
    await subscribeThroughCheckout(owner.cookie);
    const portal = await openPortal(owner.cookie);
    for (const action of ['pay', 'mark_unpaid', 'resume', 'delete_everything']) {
      const res = await postForm(`${portal}/${action}`);
      expect(res.status).toBe(409);
      expect(await res.text()).toContain('That action is not possible for this subscription now.');
    }
    expect((await subscriptionOf(owner.cookie)).status).toBe('active');
  });

  it('manages a subscription the local provider did not create (like the demo seed)', async () => {
    const owner = await signUp();
    const subId = await subscribe(owner.companyId, 'active', { customerId: 'cus_seeded' });
    await db().insert(paymentCustomers).values({
      companyId: owner.companyId,
      userId: owner.userId,
      providerCustomerId: 'cus_seeded',
      email: owner.email,
    });
    const portal = await openPortal(owner.cookie);
    expect(await (await call(portal)).text()).toContain('Cancel now');
    await portalAction(portal, 'cancel_now');
    expect(await subscriptionOf(owner.cookie)).toMatchObject({ status: 'canceled', subscription: { id: subId } });
  });

  it('without a billing account there is no portal (404)', async () => {
    const owner = await signUp();
    const res = await call('/api/billing/portal', { cookie: owner.cookie, method: 'POST' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('no_billing_account');
  });

  it('an unknown portal id shows an expired-link page and changes nothing', async () => {
    const res = await postForm('/api/billing/local/portal/bps_local_unknown/cancel_now');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This billing portal link is unknown or has expired.');
  });
});

describe('hosted checkout page refusals', () => {
  async function openCheckout() {
    const owner = await signUp();
    const res = await call('/api/billing/checkout', { cookie: owner.cookie, json: {} });
    const { url } = (await res.json()) as { url: string };
    return { owner, path: new URL(url).pathname };
  }

  async function nothingSubscribed(companyId: string) {
    const [app] = await db().select({ n: count() }).from(subscriptions).where(eq(subscriptions.companyId, companyId));
    const [local] = await db()
      .select({ n: count() })
      .from(localSubscriptions)
      .where(eq(localSubscriptions.companyId, companyId));
    return (app?.n ?? 0) + (local?.n ?? 0) === 0;
  }

  it('declines 4000 0000 0000 0002 with a clear message on the page (402), writing nothing', async () => {
    const { owner, path } = await openCheckout();
    const res = await postForm(path, { card: '4000 0000 0000 0002', expiry: '12 / 40', cvc: '123', name: 'Pat' });
    expect(res.status).toBe(402);
    const html = await res.text();
    expect(html).toContain('Your card was declined. Try the card 4242 4242 4242 4242.');
    expect(html).toContain('value="Pat"');
    expect(await nothingSubscribed(owner.companyId)).toBe(true);
  });

  it.each([
    [{ card: '4242' }, 'Your card number is incomplete.'],
    [{ card: '5555 5555 5555 4444' }, 'This is a test checkout: use the card 4242 4242 4242 4242.'],
    [{ expiry: '13 / 40' }, 'Your card&#39;s expiration date is incomplete. Use MM / YY.'],
    [{ expiry: '01 / 20' }, 'Your card&#39;s expiration date is in the past.'],
    [{ cvc: '1' }, 'Your card&#39;s security code is incomplete.'],
  ])('refuses %o with 400 and its message', async (override, message) => {
    const { owner, path } = await openCheckout();
    const res = await postForm(path, { card: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123', ...override });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    expect(await nothingSubscribed(owner.companyId)).toBe(true);
  });

  it('an unknown checkout session shows a not-found page', async () => {
    const res = await call('/api/billing/local/checkout/cs_local_doesnotexist');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This checkout session does not exist.');
  });
});
