import { describe, expect, it } from 'vitest';
import type { LocalSubscription } from '../schema.ts';
import { actionAllowed, addMonth, PORTAL_ACTIONS, portalChange } from './local-changes.ts';

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const sub = (patch: Partial<LocalSubscription> = {}): LocalSubscription => ({
  id: 'sub_local_x',
  companyId: 'co_x',
  customerId: 'cus_local_x',
  status: 'active',
  priceId: 'price_professional_monthly',
  created: at('2026-01-31T10:00:00Z'),
  currentPeriodStart: at('2026-01-31T10:00:00Z'),
  currentPeriodEnd: at('2026-02-28T10:00:00Z'),
  trialStart: null,
  trialEnd: null,
  cancelAtPeriodEnd: false,
  canceledAt: null,
  endedAt: null,
  metadata: '{"company_id":"co_x"}',
  changeId: 'chg_0',
  ...patch,
});

describe('addMonth', () => {
  it.each([
    ['2026-01-15T08:30:00Z', '2026-02-15T08:30:00Z'],
    ['2026-01-31T10:00:00Z', '2026-02-28T10:00:00Z'],
    ['2028-01-31T10:00:00Z', '2028-02-29T10:00:00Z'],
    ['2026-12-31T23:59:59Z', '2027-01-31T23:59:59Z'],
  ])('%s → %s', (from, to) => {
    expect(addMonth(at(from))).toBe(at(to));
  });
});

describe('portal actions', () => {
  it('offers only what fits the state', () => {
    const allowed = (s: LocalSubscription) => PORTAL_ACTIONS.filter((a) => actionAllowed(a, s));
    expect(allowed(sub())).toEqual(['cancel_at_period_end', 'cancel_now', 'fail_renewal']);
    expect(allowed(sub({ cancelAtPeriodEnd: true }))).toEqual(['resume', 'cancel_now', 'fail_renewal']);
    expect(allowed(sub({ status: 'past_due' }))).toEqual(['cancel_at_period_end', 'cancel_now', 'pay', 'mark_unpaid']);
    expect(allowed(sub({ status: 'canceled' }))).toEqual([]);
  });

  it('a failed renewal starts a new period, goes past_due and announces the failed invoice first', () => {
    const now = at('2026-02-28T10:00:00Z');
    const change = portalChange('fail_renewal', sub(), now);
    expect(change.after).toMatchObject({
      status: 'past_due',
      currentPeriodStart: now,
      currentPeriodEnd: at('2026-03-28T10:00:00Z'),
    });
    expect(change.after.changeId).not.toBe('chg_0');
    expect(change.events.map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const invoice = JSON.parse(change.events[0]?.payload ?? '{}') as { data: { object: Record<string, unknown> } };
    expect(invoice.data.object).toMatchObject({
      object: 'invoice',
      status: 'open',
      amount_due: 2900,
      parent: { subscription_details: { subscription: 'sub_local_x' } },
    });
  });

  it('paying during a trial ends the trial and starts the first paid month', () => {
    const now = at('2026-02-10T00:00:00Z');
    const change = portalChange('pay', sub({ status: 'trialing', trialEnd: at('2026-02-14T00:00:00Z') }), now);
    expect(change.after).toMatchObject({
      status: 'active',
      trialEnd: now,
      currentPeriodEnd: at('2026-03-10T00:00:00Z'),
    });
  });
});
