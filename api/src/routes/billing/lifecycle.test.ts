import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingEvents, localEvents, subscriptions } from '../../lib/schema.ts';
import { signUp } from '../../../test/fixtures/accounts.ts';
import { openPortal, portalAction, subscribeThroughCheckout, subscriptionOf } from '../../../test/fixtures/billing.ts';
import { db } from '../../../test/fixtures/http.ts';
import { postWebhook } from '../../../test/fixtures/webhook.ts';

/** A small seeded generator (mulberry32), so a failing order can be replayed from its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], seed: number): T[] {
  const next = random(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The stored row without the columns that only say when it was written. */
async function storedRow(companyId: string) {
  const rows = await db().select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  return rows.map(({ providerUpdated: _p, updatedAt: _u, ...rest }) => rest);
}

describe('a whole subscription lifecycle, delivered twice and shuffled', () => {
  it('always ends in the same state, in 20 random orders', async () => {
    // Drive a full lifecycle through the local provider: trial → paid → failed renewal → paid → cancel
    // scheduled → resumed → failed again → unpaid → canceled now. Every step emits signed events.
    const owner = await signUp();
    await subscribeThroughCheckout(owner.cookie, true);
    const portal = await openPortal(owner.cookie);
    for (const action of [
      'pay',
      'fail_renewal',
      'pay',
      'cancel_at_period_end',
      'resume',
      'fail_renewal',
      'mark_unpaid',
      'cancel_now',
    ]) {
      await portalAction(portal, action);
    }
    const expectedRow = await storedRow(owner.companyId);
    const expectedAnswer = await subscriptionOf(owner.cookie);
    expect(expectedRow).toHaveLength(1);
    expect(expectedAnswer).toMatchObject({ status: 'canceled', group: 'issue', tier: 'expired', hasAccess: false });

    const events = await db()
      .select({ id: localEvents.id, payload: localEvents.payload })
      .from(localEvents)
      .where(eq(localEvents.companyId, owner.companyId))
      .orderBy(asc(sql`rowid`));
    expect(events.length).toBe(15);
    const types = new Set(events.map((e) => (JSON.parse(e.payload) as { type: string }).type));
    expect([...types].sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'customer.subscription.deleted',
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_failed',
    ]);

    for (let seed = 1; seed <= 20; seed += 1) {
      // Forget what the webhook stored, then deliver every event twice in a random order.
      await db().delete(subscriptions).where(eq(subscriptions.companyId, owner.companyId));
      await db().delete(billingEvents);
      const outcomes = { applied: 0, duplicate: 0 };
      for (const e of shuffle([...events, ...events], seed)) {
        const res = await postWebhook(e.payload);
        expect(res.status, `seed ${seed}`).toBe(200);
        const body = (await res.json()) as { duplicate?: boolean; ignored?: boolean };
        expect(body.ignored, `seed ${seed}`).toBeUndefined();
        outcomes[body.duplicate ? 'duplicate' : 'applied'] += 1;
      }
      expect(outcomes, `seed ${seed}`).toEqual({ applied: events.length, duplicate: events.length });
      expect(await storedRow(owner.companyId), `seed ${seed}`).toEqual(expectedRow);
      expect(await subscriptionOf(owner.cookie), `seed ${seed}`).toEqual(expectedAnswer);
    }
  }, 120_000);
});
