import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../env.ts';
import { billingConfig } from '../../lib/billing/config.ts';
import { checkCard } from '../../lib/billing/local-cards.ts';
import {
  actionAllowed,
  PORTAL_ACTIONS,
  type PortalAction,
  portalChange,
  startSubscription,
} from '../../lib/billing/local-changes.ts';
import { deliverPending } from '../../lib/billing/local-delivery.ts';
import {
  commitChange,
  findCheckoutSession,
  findPortalSession,
  portalSubscription,
} from '../../lib/billing/local-store.ts';
import { webhookDeps } from '../../lib/billing/provider.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import type { LocalCheckoutSession } from '../../lib/schema.ts';
import { messagePage } from './local-layout.ts';
import { ACTION_DONE, checkoutPage, portalPage } from './local-pages.ts';
import { guard } from '../../middleware/guard.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const successUrl = (s: LocalCheckoutSession) => s.successUrl.replace('{CHECKOUT_SESSION_ID}', s.id);
const field = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? (form[name] as string) : '';

const undelivered = (error: string) =>
  `The test provider recorded this, but Dwell did not accept its notification yet (${error}). It is sent again with the next change.`;

/** The open, unexpired checkout session of a page, or the page that says why it cannot be paid. */
async function openSession(c: Context<AppEnv>, id: string) {
  const session = await findCheckoutSession(c.get('db'), id);
  if (!session) return { page: messagePage(c, 404, 'Checkout not found', 'This checkout session does not exist.') };
  if (session.status === 'complete') return { page: c.redirect(successUrl(session), 303) };
  if (session.status === 'expired' || session.expiresAt.getTime() <= Date.now()) {
    const back = { href: session.cancelUrl, label: '← Back to Dwell' };
    return {
      page: messagePage(c, 410, 'Checkout expired', 'This checkout session has expired. Start again from Dwell.', back),
    };
  }
  return { session };
}

async function livePortal(c: Context<AppEnv>, id: string) {
  const portal = await findPortalSession(c.get('db'), id);
  if (!portal || portal.expiresAt.getTime() <= Date.now()) return null;
  return portal;
}

const expiredPortal = (c: Context<AppEnv>) =>
  messagePage(
    c,
    404,
    'Portal link expired',
    'This billing portal link is unknown or has expired. Open Billing in Dwell again.',
  );

/**
 * The embedded provider's hosted pages (only without STRIPE_SECRET_KEY; every path answers 404 with one).
 * Like Stripe's pages they are reached by an unguessable session id, not by the Dwell sign-in, and every
 * state change is announced to POST /api/billing/webhook's code as signed Stripe-shaped events.
 */
/** Public like the provider's own pages: the unguessable session id in the path is the credential. */
const hostedPage = guard({ access: 'public' });

export const localRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (billingConfig(c.env).mode !== 'local') throw notFound();
    await next();
  })
  .use(
    bodyLimit({
      maxSize: 8 * 1024,
      onError: () => {
        throw new ApiError(413, 'payload_too_large', 'The form is too large.');
      },
    }),
  )
  /** GET /api/billing/local/checkout/:id — the test-card checkout page. */
  .get('/checkout/:id', hostedPage, async (c) => {
    const found = await openSession(c, c.req.param('id'));
    return found.session ? checkoutPage(c, found.session) : found.page;
  })
  /**
   * POST /api/billing/local/checkout/:id (form: card, expiry, cvc, name) — pays: 4242… starts the
   * subscription (trialing with a trial), delivers its events, then 303 to the success URL with the session
   * id. A declined or malformed card shows the form again with the reason (402 / 400) and writes nothing.
   */
  .post('/checkout/:id', hostedPage, async (c) => {
    const found = await openSession(c, c.req.param('id'));
    if (!found.session) return found.page;
    const session = found.session;
    const form = await c.req.parseBody();
    const card = checkCard({ number: field(form, 'card'), expiry: field(form, 'expiry'), cvc: field(form, 'cvc') });
    if (!card.ok) {
      const keep = {
        error: card.message,
        name: field(form, 'name').slice(0, 100),
        expiry: field(form, 'expiry').slice(0, 10),
      };
      return checkoutPage(c, session, keep, card.declined ? 402 : 400);
    }
    const change = startSubscription(session, nowSeconds());
    await commitChange(c.get('db'), null, change.after, change.events, session.id);
    const delivery = await deliverPending(webhookDeps(c.env, c.get('db')), session.companyId);
    if (delivery.error) {
      const onward = { href: successUrl(session), label: 'Continue to Dwell' };
      return messagePage(c, 502, 'Payment received', undelivered(delivery.error), onward);
    }
    return c.redirect(successUrl(session), 303);
  })
  /** GET /api/billing/local/portal/:id[?done=action] — the customer portal page. */
  .get('/portal/:id', hostedPage, async (c) => {
    const portal = await livePortal(c, c.req.param('id'));
    if (!portal) return expiredPortal(c);
    const done = c.req.query('done') as PortalAction | undefined;
    const notice = done && PORTAL_ACTIONS.includes(done) ? ACTION_DONE[done] : undefined;
    return portalPage(c, portal, await portalSubscription(c.get('db'), portal.customerId), { notice });
  })
  /**
   * POST /api/billing/local/portal/:id/:action — cancel_at_period_end, resume, cancel_now, fail_renewal
   * (→ past_due), pay (→ active), mark_unpaid (→ unpaid). Delivers the events, then 303 back to the portal.
   */
  .post('/portal/:id/:action', hostedPage, async (c) => {
    const portal = await livePortal(c, c.req.param('id'));
    if (!portal) return expiredPortal(c);
    const db = c.get('db');
    const sub = await portalSubscription(db, portal.customerId);
    const action = c.req.param('action') as PortalAction;
    if (!sub || !PORTAL_ACTIONS.includes(action) || !actionAllowed(action, sub)) {
      return portalPage(c, portal, sub, { error: 'That action is not possible for this subscription now.' }, 409);
    }
    const change = portalChange(action, sub, nowSeconds());
    if (!(await commitChange(db, sub, change.after, change.events))) {
      const fresh = await portalSubscription(db, portal.customerId);
      return portalPage(c, portal, fresh, { error: 'The subscription changed meanwhile. Please try again.' }, 409);
    }
    const delivery = await deliverPending(webhookDeps(c.env, db), portal.companyId);
    if (delivery.error) return portalPage(c, portal, change.after, { error: undelivered(delivery.error) }, 502);
    return c.redirect(`/api/billing/local/portal/${portal.id}?done=${action}`, 303);
  });
