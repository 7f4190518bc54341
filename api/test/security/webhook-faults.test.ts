/**
 * The payment provider's webhook while D1 is failing (ASVS V16.5.3): whichever statement the database
 * goes down at, the webhook answers non-2xx so Stripe retries it, the event is not marked processed and the
 * subscription is unchanged; the retry after recovery applies it, and a replay after that is a duplicate.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signPayload } from '../../src/lib/billing/signature.ts';
import { billingEvents, localSubscriptions, subscriptions } from '../../src/lib/schema.ts';
import { countD1, faultyD1, requestWith } from './faults.ts';
import { signUp } from '../fixtures/accounts.ts';
import { subscribeThroughCheckout } from '../fixtures/billing.ts';
import { db, ORIGIN } from '../fixtures/http.ts';
import { webhookSecret } from '../fixtures/webhook.ts';

const counts = { deliveries: 0 };
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
  console.log(`[security] webhook faults: ${counts.deliveries} deliveries while D1 was failing`);
});

/** A subscribed company whose subscription went past_due at the provider; the app does not know yet. */
async function newsPending() {
  const owner = await signUp();
  await subscribeThroughCheckout(owner.cookie);
  const [row] = await db().select().from(subscriptions).where(eq(subscriptions.companyId, owner.companyId));
  const subId = row?.id ?? '';
  await db().update(localSubscriptions).set({ status: 'past_due' }).where(eq(localSubscriptions.id, subId));
  const id = `evt_fault_${subId}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: 'customer.subscription.updated',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: subId, object: 'subscription' } },
  });
  return { id, subId, payload, signature: await signPayload(payload, webhookSecret()) };
}

const deliver = (d1: D1Database, e: { payload: string; signature: string }) =>
  requestWith(d1, `${ORIGIN}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
    body: e.payload,
  });

async function state(e: { id: string; subId: string }) {
  const [processed] = await db().select({ n: count() }).from(billingEvents).where(eq(billingEvents.id, e.id));
  const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.id, e.subId));
  return { processed: processed?.n ?? 0, status: sub?.status };
}

describe('webhook delivered while the database is failing', () => {
  it('is refused with non-2xx at every point D1 can go down, then applied exactly once on retry', async () => {
    const points = await countD1(async (d1) => deliver(d1, await newsPending()));
    const e = await newsPending();
    for (let k = 1; k <= points; k += 1) {
      const res = await deliver(faultyD1(k, { down: true }).binding, e);
      counts.deliveries += 1;
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(await state(e)).toEqual({ processed: 0, status: 'active' });
    }
    const retry = await deliver(faultyD1(0).binding, e);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ received: true });
    expect(await state(e)).toEqual({ processed: 1, status: 'past_due' });
    const replay = await deliver(faultyD1(0).binding, e);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await state(e)).toEqual({ processed: 1, status: 'past_due' });
  });
});
