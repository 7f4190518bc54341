import { PLAN } from '@dwell/core/constants';
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../env.ts';
import { actionAllowed, PORTAL_ACTIONS, type PortalAction } from '../../lib/billing/local-changes.ts';
import type { LocalCheckoutSession, LocalSubscription } from '../../lib/schema.ts';
import { day, money, page } from './local-layout.ts';

const TEST_NOTE = html`<p class="test">
  Test payments: nothing is charged. Use card <strong>4242 4242 4242 4242</strong> with any future date and any
  CVC; <strong>4000 0000 0000 0002</strong> is declined.
</p>`;

/** The hosted checkout: plan, price and a test-card form that posts back to the same address. */
export function checkoutPage(
  c: Context<AppEnv>,
  session: LocalCheckoutSession,
  form: { error?: string; name?: string; expiry?: string } = {},
  status: ContentfulStatusCode = 200,
) {
  const price = `${money(PLAN.priceCents)} per ${PLAN.interval}`;
  return page(
    c,
    'Checkout',
    html`<p class="muted">Dwell</p>
      <h1>Subscribe to ${PLAN.name}</h1>
      <p class="price">${session.trialDays ? `${session.trialDays} days free` : price}</p>
      <p class="muted">${session.trialDays ? `Then ${price}. ` : ''}Cancel anytime.</p>
      ${TEST_NOTE}
      ${form.error ? html`<p class="error" role="alert">${form.error}</p>` : ''}
      <form method="post" action="/api/billing/local/checkout/${session.id}">
        <p><label for="email">Email</label> <input id="email" value="${session.email}" readonly /></p>
        <p>
          <label for="card">Card number</label>
          <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required />
        </p>
        <div class="row">
          <p>
            <label for="expiry">Expiry</label>
            <input id="expiry" name="expiry" placeholder="MM / YY" autocomplete="cc-exp" value="${form.expiry ?? ''}" required />
          </p>
          <p>
            <label for="cvc">CVC</label>
            <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required />
          </p>
        </div>
        <p><label for="name">Name on card</label> <input id="name" name="name" autocomplete="cc-name" value="${form.name ?? ''}" /></p>
        <button type="submit">${session.trialDays ? 'Start trial' : 'Subscribe'}</button>
      </form>
      <p><a href="${session.cancelUrl}">← Back to Dwell</a></p>`,
    status,
  );
}

const ACTION_LABELS: Record<PortalAction, { label: string; style: string }> = {
  cancel_at_period_end: { label: 'Cancel at the end of the period', style: 'secondary' },
  resume: { label: 'Keep my subscription (undo cancel)', style: '' },
  cancel_now: { label: 'Cancel now', style: 'danger' },
  fail_renewal: { label: 'Simulate a failed renewal payment', style: 'secondary' },
  pay: { label: 'Pay now (successful payment)', style: '' },
  mark_unpaid: { label: 'Simulate all retries failing (unpaid)', style: 'secondary' },
};

/** What the portal says after an action (fixed texts: nothing from the address is echoed). */
export const ACTION_DONE: Record<PortalAction, string> = {
  cancel_at_period_end: 'Your subscription will end at the end of the current period.',
  resume: 'Your subscription will continue.',
  cancel_now: 'Your subscription is canceled.',
  fail_renewal: 'The renewal payment failed: the subscription is past due.',
  pay: 'Payment received: the subscription is active.',
  mark_unpaid: 'All payment retries failed: the subscription is unpaid.',
};

/** The customer portal: the subscription, and one form per action that makes sense in its state. */
export function portalPage(
  c: Context<AppEnv>,
  portal: { id: string; returnUrl: string },
  sub: LocalSubscription | null,
  message: { notice?: string; error?: string } = {},
  status: ContentfulStatusCode = 200,
) {
  const actions = sub ? PORTAL_ACTIONS.filter((a) => actionAllowed(a, sub)) : [];
  return page(
    c,
    'Billing portal',
    html`<p class="muted">Dwell · Billing portal</p>
      <h1>${PLAN.name} plan</h1>
      ${message.notice ? html`<p class="notice" role="status">${message.notice}</p>` : ''}
      ${message.error ? html`<p class="error" role="alert">${message.error}</p>` : ''}
      ${
        sub
          ? html`<dl>
              <dt>Status</dt><dd>${sub.status}${sub.cancelAtPeriodEnd ? ' (cancels at period end)' : ''}</dd>
              <dt>Price</dt><dd>${money(PLAN.priceCents)} per ${PLAN.interval}</dd>
              <dt>${sub.status === 'trialing' ? 'Trial ends' : 'Current period ends'}</dt>
              <dd>${day(sub.status === 'trialing' ? sub.trialEnd : sub.currentPeriodEnd)}</dd>
            </dl>`
          : html`<p>No subscription yet.</p>`
      }
      ${TEST_NOTE}
      ${actions.map(
        (action) => html`<form method="post" action="/api/billing/local/portal/${portal.id}/${action}">
          <button type="submit" class="${ACTION_LABELS[action].style}">${ACTION_LABELS[action].label}</button>
        </form>`,
      )}
      <p><a href="${portal.returnUrl}">← Return to Dwell</a></p>`,
    status,
  );
}
