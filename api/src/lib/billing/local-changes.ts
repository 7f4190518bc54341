import { PLAN } from '@dwell/core/constants';
import { newId } from '@dwell/core/ids';
import type { LocalCheckoutSession, LocalSubscription } from '../schema.ts';
import { checkoutSessionObject, eventEnvelope, invoiceObject, subscriptionObject } from './local-objects.ts';
import type { PendingEvent } from './local-store.ts';

// What each thing a customer does at the local provider changes, and which Stripe events announce it.
// Pure functions of the state before and the time now (seconds), so they are easy to test and to reason about.

export interface Change {
  after: LocalSubscription;
  events: PendingEvent[];
}

/** The same day of the next month in UTC, clamped to the month's last day (Jan 31 → Feb 28), like Stripe. */
export function addMonth(seconds: number): number {
  const d = new Date(seconds * 1000);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  target.setUTCHours(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
  return Math.floor(target.getTime() / 1000);
}

type Announcement = [type: string, object: Record<string, unknown>, previous?: Record<string, unknown>];

/** Stripe-shaped events, each with a fresh id, for the objects of one change. */
function announce(now: number, items: Announcement[]): PendingEvent[] {
  return items.map(([type, object, previous]) => {
    const id = newId('evt_local');
    return { id, type, payload: JSON.stringify(eventEnvelope(id, type, now, object, previous)) };
  });
}

const withChange = (sub: LocalSubscription, patch: Partial<LocalSubscription>): LocalSubscription => ({
  ...sub,
  ...patch,
  changeId: newId('chg'),
});

/** Paying a checkout session: the subscription starts (trialing when the session grants a trial). */
export function startSubscription(session: LocalCheckoutSession, now: number): Change {
  const trialEnd = session.trialDays ? now + session.trialDays * 86_400 : null;
  const after: LocalSubscription = {
    id: session.id.replace(/^cs_/, 'sub_'),
    companyId: session.companyId,
    customerId: session.customerId,
    status: trialEnd ? 'trialing' : 'active',
    priceId: session.priceId,
    created: now,
    currentPeriodStart: now,
    currentPeriodEnd: trialEnd ?? addMonth(now),
    trialStart: trialEnd ? now : null,
    trialEnd,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
    metadata: JSON.stringify({ company_id: session.companyId, user_id: session.userId ?? '' }),
    changeId: newId('chg'),
  };
  const amount = trialEnd ? 0 : PLAN.priceCents;
  const invoice = { id: newId('in_local'), paid: true, amount, reason: 'subscription_create' as const, created: now };
  return {
    after,
    events: announce(now, [
      ['customer.subscription.created', subscriptionObject(after)],
      ['invoice.paid', invoiceObject(after, invoice)],
      ['checkout.session.completed', checkoutSessionObject(session, after.id, amount > 0)],
    ]),
  };
}

export const PORTAL_ACTIONS = [
  'cancel_at_period_end',
  'resume',
  'cancel_now',
  'fail_renewal',
  'pay',
  'mark_unpaid',
] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

const LIVE = ['active', 'trialing', 'past_due', 'unpaid'];

/** Whether an action makes sense for a subscription in its current state (the portal shows only these). */
export function actionAllowed(action: PortalAction, sub: LocalSubscription): boolean {
  switch (action) {
    case 'cancel_at_period_end':
      return LIVE.includes(sub.status) && !sub.cancelAtPeriodEnd;
    case 'resume':
      return LIVE.includes(sub.status) && sub.cancelAtPeriodEnd;
    case 'cancel_now':
      return LIVE.includes(sub.status);
    case 'fail_renewal':
      return sub.status === 'active' || sub.status === 'trialing';
    case 'pay':
      return sub.status === 'past_due' || sub.status === 'unpaid' || sub.status === 'trialing';
    case 'mark_unpaid':
      return sub.status === 'past_due';
  }
}

/** The change a portal action makes; call only when actionAllowed. */
export function portalChange(action: PortalAction, sub: LocalSubscription, now: number): Change {
  const updated = (after: LocalSubscription, previous: Record<string, unknown>): Announcement => [
    'customer.subscription.updated',
    subscriptionObject(after),
    previous,
  ];
  const invoice = (after: LocalSubscription, paid: boolean) =>
    invoiceObject(after, {
      id: newId('in_local'),
      paid,
      amount: PLAN.priceCents,
      reason: 'subscription_cycle',
      created: now,
    });
  switch (action) {
    case 'cancel_at_period_end':
    case 'resume': {
      const cancel = action === 'cancel_at_period_end';
      const after = withChange(sub, { cancelAtPeriodEnd: cancel, canceledAt: cancel ? now : null });
      const previous = { cancel_at_period_end: sub.cancelAtPeriodEnd, cancel_at: cancel ? null : sub.currentPeriodEnd };
      return { after, events: announce(now, [updated(after, previous)]) };
    }
    case 'cancel_now': {
      const after = withChange(sub, { status: 'canceled', canceledAt: now, endedAt: now, cancelAtPeriodEnd: false });
      return { after, events: announce(now, [['customer.subscription.deleted', subscriptionObject(after)]]) };
    }
    case 'fail_renewal': {
      // The renewal starts a new period and its invoice fails: Stripe moves the subscription to past_due.
      const after = withChange(sub, {
        status: 'past_due',
        currentPeriodStart: now,
        currentPeriodEnd: addMonth(now),
        trialEnd: sub.status === 'trialing' ? now : sub.trialEnd,
      });
      return {
        after,
        events: announce(now, [
          ['invoice.payment_failed', invoice(after, false)],
          updated(after, { status: sub.status }),
        ]),
      };
    }
    case 'pay': {
      // Settles the open invoice; paying during a trial ends the trial and starts the first paid month.
      const endTrial = sub.status === 'trialing';
      const after = withChange(sub, {
        status: 'active',
        ...(endTrial ? { trialEnd: now, currentPeriodStart: now, currentPeriodEnd: addMonth(now) } : {}),
      });
      return {
        after,
        events: announce(now, [['invoice.paid', invoice(after, true)], updated(after, { status: sub.status })]),
      };
    }
    case 'mark_unpaid': {
      const after = withChange(sub, { status: 'unpaid' });
      return { after, events: announce(now, [updated(after, { status: sub.status })]) };
    }
  }
}
