import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LocalProvider } from '../../lib/billing/local-provider.ts';
import { signPayload } from '../../lib/billing/signature.ts';
import { upsertSubscription } from '../../lib/billing/sync.ts';
import { ProviderError, type SubscriptionSnapshot } from '../../lib/billing/types.ts';
import { receiveWebhook } from '../../lib/billing/webhook.ts';
import { ApiError } from '../../lib/errors.ts';
import { billingEvents, localSubscriptions, subscriptions } from '../../lib/schema.ts';
import { signUp } from '../../../test/fixtures/accounts.ts';
import { subscribeThroughCheckout } from '../../../test/fixtures/billing.ts';
import { db, type ErrorAnswer } from '../../../test/fixtures/http.ts';
import { postWebhook, webhookSecret } from '../../../test/fixtures/webhook.ts';

let seq = 0;
/** A Stripe-shaped event about a subscription, with a fresh id. */
function event(type: string, object: Record<string, unknown>) {
  seq += 1;
  const id = `evt_test_${Date.now().toString(36)}_${seq}`;
  return {
    id,
    payload: JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } }),
  };
}

/**
 * A company subscribed through checkout whose subscription then went past_due at the provider, with the
 * event announcing it not yet delivered: the app still says active.
 */
async function companyWithNewsPending() {
  const owner = await signUp();
  await subscribeThroughCheckout(owner.cookie);
  const [row] = await db().select().from(subscriptions).where(eq(subscriptions.companyId, owner.companyId));
  const subId = row?.id ?? '';
  await db().update(localSubscriptions).set({ status: 'past_due' }).where(eq(localSubscriptions.id, subId));
  return { owner, subId };
}

async function appStatus(subId: string) {
  const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, subId));
  return row?.status;
}

async function processed(eventId: string) {
  const [row] = await db().select({ n: count() }).from(billingEvents).where(eq(billingEvents.id, eventId));
  return row?.n ?? 0;
}

describe('webhook signature', () => {
  it('applies a correctly signed event: the state is read back from the provider', async () => {
    const { subId } = await companyWithNewsPending();
    const e = event('customer.subscription.updated', { id: subId, object: 'subscription', status: 'active' });
    const res = await postWebhook(e.payload);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    // The payload said active; the provider says past_due now, and that is what is stored.
    expect(await appStatus(subId)).toBe('past_due');
    expect(await processed(e.id)).toBe(1);
  });

  it.each([
    ['a wrong secret', { secret: 'whsec_not_ours' }, 'The webhook signature does not match the payload.'],
    [
      'an old timestamp (301 s)',
      { timestamp: Math.floor(Date.now() / 1000) - 301 },
      'The webhook signature is too old: its timestamp is more than 300 seconds from now.',
    ],
    ['a garbage header', { signature: 't=1,v1=abc' }, 'The webhook signature does not match the payload.'],
  ])('refuses %s with 400 and changes nothing', async (_label, options, message) => {
    const { subId } = await companyWithNewsPending();
    const e = event('customer.subscription.updated', { id: subId, object: 'subscription' });
    const res = await postWebhook(e.payload, options);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorAnswer;
    expect(body.error).toEqual({ code: 'invalid_signature', message });
    expect(await appStatus(subId)).toBe('active');
    expect(await processed(e.id)).toBe(0);
  });

  it('refuses a payload changed after signing', async () => {
    const { subId } = await companyWithNewsPending();
    const e = event('customer.subscription.updated', { id: subId, object: 'subscription' });
    const signature = await signPayload(e.payload, webhookSecret());
    const res = await postWebhook(e.payload.replace('customer.subscription.updated', 'customer.subscription.deleted'), {
      signature,
    });
    expect(res.status).toBe(400);
    expect(await appStatus(subId)).toBe('active');
  });

  it('refuses a request without Stripe-Signature', async () => {
    const e = event('invoice.paid', { id: 'in_x', object: 'invoice' });
    const res = await postWebhook(e.payload, { signature: '' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe('The Stripe-Signature header is missing.');
  });
});

describe('webhook events', () => {
  it('acknowledges an unknown event type with 200 and stores nothing', async () => {
    const { subId } = await companyWithNewsPending();
    const e = event('customer.tax_id.created', { id: 'txi_1', object: 'tax_id', customer: 'cus_x' });
    const res = await postWebhook(e.payload);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, ignored: true });
    expect(await processed(e.id)).toBe(0);
    expect(await appStatus(subId)).toBe('active');
  });

  it('answers a replay as a duplicate without applying it again', async () => {
    const { subId } = await companyWithNewsPending();
    const e = event('customer.subscription.updated', { id: subId, object: 'subscription' });
    expect((await postWebhook(e.payload)).status).toBe(200);
    expect(await appStatus(subId)).toBe('past_due');
    // The provider moves on; a replay of the old event id must not be applied (a new event would be).
    await db().update(localSubscriptions).set({ status: 'active' }).where(eq(localSubscriptions.id, subId));
    const replay = await postWebhook(e.payload);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await appStatus(subId)).toBe('past_due');
    expect(await processed(e.id)).toBe(1);
  });

  it('finds the subscription of an invoice in parent.subscription_details and in the older field', async () => {
    const { subId } = await companyWithNewsPending();
    const current = event('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
    });
    expect((await postWebhook(current.payload)).status).toBe(200);
    expect(await appStatus(subId)).toBe('past_due');
    await db().update(localSubscriptions).set({ status: 'active' }).where(eq(localSubscriptions.id, subId));
    const older = event('invoice.paid', { id: 'in_2', object: 'invoice', subscription: subId });
    expect((await postWebhook(older.payload)).status).toBe(200);
    expect(await appStatus(subId)).toBe('active');
  });

  it('marks an event about a subscription the provider does not know as processed and changes nothing', async () => {
    const before = await db().select({ n: count() }).from(subscriptions);
    const e = event('customer.subscription.created', { id: 'sub_nobody', object: 'subscription' });
    const res = await postWebhook(e.payload);
    expect(await res.json()).toEqual({ received: true, ignored: true });
    expect(await db().select({ n: count() }).from(subscriptions)).toEqual(before);
  });
});

describe('webhook failures are retried by the provider', () => {
  it('a storage failure answers 500 and does not mark the event, so the retry applies it', async () => {
    const { subId } = await companyWithNewsPending();
    const e = event('customer.subscription.updated', { id: subId, object: 'subscription' });
    const signature = await signPayload(e.payload, webhookSecret());
    const real = db();
    const broken = Object.assign(Object.create(real), {
      batch: () => Promise.reject(new Error('D1_ERROR: disk I/O error')),
    }) as typeof real;
    const failing = receiveWebhook(
      { db: broken, provider: new LocalProvider(real), secret: webhookSecret() },
      e.payload,
      signature,
    );
    await expect(failing).rejects.toMatchObject({ status: 500, code: 'storage_failed' });
    expect(await processed(e.id)).toBe(0);
    expect(await appStatus(subId)).toBe('active');
    expect((await postWebhook(e.payload)).status).toBe(200);
    expect(await appStatus(subId)).toBe('past_due');
  });

  it('a provider that cannot be read answers 502 and does not mark the event', async () => {
    const { subId } = await companyWithNewsPending();
    const e = event('customer.subscription.updated', { id: subId, object: 'subscription' });
    const signature = await signPayload(e.payload, webhookSecret());
    const down = Object.assign(new LocalProvider(db()), {
      retrieveSubscription: () => Promise.reject(new ProviderError('connection reset')),
    });
    const failing = receiveWebhook({ db: db(), provider: down, secret: webhookSecret() }, e.payload, signature);
    await expect(failing).rejects.toBeInstanceOf(ApiError);
    await expect(failing).rejects.toMatchObject({ status: 502, code: 'provider_unavailable' });
    expect(await processed(e.id)).toBe(0);
  });
});

describe('providerUpdated guard', () => {
  it('never lets a snapshot read earlier overwrite one read later', async () => {
    const owner = await signUp();
    const base: SubscriptionSnapshot = {
      id: `sub_guard_${owner.companyId}`,
      customerId: 'cus_guard',
      status: 'active',
      priceId: 'price_professional_monthly',
      created: 1_800_000_000,
      currentPeriodStart: 1_800_000_000,
      currentPeriodEnd: 1_802_592_000,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      metadata: {},
      asOf: 2000,
    };
    const owned = { companyId: owner.companyId, userId: owner.userId };
    await upsertSubscription(db(), { ...base, status: 'past_due', asOf: 2000 }, owned);
    await upsertSubscription(db(), { ...base, status: 'active', asOf: 1000 }, owned);
    expect(await appStatus(base.id)).toBe('past_due');
    await upsertSubscription(db(), { ...base, status: 'canceled', asOf: 3000 }, owned);
    expect(await appStatus(base.id)).toBe('canceled');
  });
});
