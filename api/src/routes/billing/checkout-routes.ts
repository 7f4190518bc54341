import { CHECKOUT } from '@dwell/core/messages';
import { checkoutSchema, checkoutSessionIdSchema, type CheckoutStatusAnswer } from '@dwell/core/schemas/billing';
import { hasAccess } from '@dwell/core/subscription';
import { Hono } from 'hono';
import type { Actor, AppEnv, Db, Env } from '../../env.ts';
import { billingConfig } from '../../lib/billing/config.ts';
import { billingProvider } from '../../lib/billing/provider.ts';
import { ProviderError } from '../../lib/billing/types.ts';
import { appOrigin } from '../../lib/email.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import type { SessionRecord } from '../../lib/sessions.ts';
import type { RequestContext } from '../../lib/timer.ts';
import { guard } from '../../middleware/guard.ts';
import {
  currentSubscription,
  ensureCustomer,
  hasHadSubscription,
  paymentCustomerOf,
  subscriptionStatusOf,
} from './queries.ts';

/** Billing changes: the company's carrier_admin only (others get the permission message, 403). */
const billingAdmin = guard({ access: ['carrier_admin'] });
/** Without any session cookie, checkout answers with its own text rather than the generic one. */
const checkoutAdmin = guard({ access: ['carrier_admin'], signedOut: CHECKOUT.signInFirst });

/** A provider failure is answered 502 with the caller's message; the detail goes to the log only. */
async function viaProvider<T>(c: RequestContext, message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.error(JSON.stringify({ requestId: c.var.requestId, providerError: error.message.slice(0, 300) }));
    throw new ApiError(502, 'provider_error', message);
  }
}

/** The company's customer at the payment provider, created on first use. */
const customerFor = (c: { env: Env; var: { global: Db; auth: SessionRecord; actor: Actor } }) => {
  const { global: db, auth, actor } = c.var;
  return ensureCustomer(db, billingProvider(c.env, db), {
    companyId: actor.companyId,
    userId: actor.userId,
    email: auth.email,
    companyName: auth.companyName,
  });
};

/** Statuses with a live subscription at the provider: a second checkout would charge the company twice. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

/** Starting and managing a subscription: customer, hosted checkout and its status, customer portal. */
export const checkoutRoutes = new Hono<AppEnv>()
  /**
   * POST /api/billing/create-customer → 200 { customerId }. Creates the company's customer at the provider
   * once; later calls return the same id. carrier_admin only.
   */
  .post('/create-customer', checkoutAdmin, async (c) => {
    const customerId = await viaProvider(c, 'Failed to create the payment customer', () => customerFor(c));
    return c.json({ customerId });
  })
  /**
   * POST /api/billing/checkout { trial?: boolean } → 200 { url, sessionId }. Opens hosted checkout of the
   * monthly Professional plan; trial: true adds TRIAL_DAYS of free trial (first subscription only, else 409
   * trial_used). Return addresses are built here, never taken from the client: success
   * `${origin}/thank-you?session_id={CHECKOUT_SESSION_ID}`, cancel `${origin}/subscribe`.
   * 401 CHECKOUT.signInFirst without a session; 403 for roles other than carrier_admin; 409
   * already_subscribed when the company's subscription is active, trialing or past_due; 502 CHECKOUT.createFailed.
   */
  .post('/checkout', checkoutAdmin, validate('json', checkoutSchema), async (c) => {
    const { global: db, companyId, auth } = c.var;
    const current = await currentSubscription(db, companyId);
    if (current && LIVE_STATUSES.has(current.status)) {
      const message = hasAccess(current.status)
        ? 'Your company already has an active subscription. Manage it from Billing.'
        : 'Your company already has a subscription with a payment problem. Update your payment method from Billing.';
      throw new ApiError(409, 'already_subscribed', message, { status: current.status });
    }
    const { trial } = c.req.valid('json');
    if (trial && (await hasHadSubscription(db, companyId))) {
      throw new ApiError(409, 'trial_used', 'Your company has already used its free trial. Subscribe to continue.');
    }
    const config = billingConfig(c.env);
    if (!config.priceId) throw new ApiError(500, 'billing_misconfigured', CHECKOUT.createFailed);
    const origin = appOrigin(c);
    const session = await viaProvider(c, CHECKOUT.createFailed, async () =>
      billingProvider(c.env, db).createCheckoutSession({
        companyId,
        userId: auth.userId,
        email: auth.email,
        customerId: await customerFor(c),
        priceId: config.priceId,
        trialDays: trial ? config.trialDays : null,
        successUrl: `${origin}/thank-you?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}/subscribe`,
      }),
    );
    if (!session.url) throw new ApiError(502, 'provider_error', CHECKOUT.noUrl);
    return c.json({ url: session.url, sessionId: session.id });
  })
  /**
   * GET /api/billing/checkout/:sessionId → 200 { status: 'open'|'complete'|'expired', subscriptionStatus }.
   * subscriptionStatus is what the webhook stored (null until it arrived). Only the caller's company's
   * sessions: any other id → 404. Any signed-in member of the company may read it.
   */
  .get('/checkout/:sessionId', guard({ access: 'company' }), validate('param', checkoutSessionIdSchema), async (c) => {
    const { global: db, companyId } = c.var;
    const { sessionId } = c.req.valid('param');
    const session = await viaProvider(c, 'The checkout session could not be read. Please try again.', () =>
      billingProvider(c.env, db).retrieveCheckoutSession(sessionId),
    );
    if (!session || session.companyId !== companyId) throw notFound(CHECKOUT.noSessionId);
    const subscriptionStatus = session.subscriptionId
      ? await subscriptionStatusOf(db, companyId, session.subscriptionId)
      : null;
    const answer: CheckoutStatusAnswer = { status: session.status, subscriptionStatus };
    return c.json(answer);
  })
  /**
   * POST /api/billing/portal → 200 { url }: the provider's customer portal (card changes, cancel anytime),
   * returning to /billing. 404 no_billing_account when the company never had a customer; carrier_admin only.
   */
  .post('/portal', billingAdmin, async (c) => {
    const { global: db, companyId } = c.var;
    const customer = await paymentCustomerOf(db, companyId);
    if (!customer) {
      throw new ApiError(404, 'no_billing_account', 'Your company has no billing account yet. Subscribe first.');
    }
    const url = await viaProvider(c, 'The billing portal could not be opened. Please try again.', () =>
      billingProvider(c.env, db).createPortalSession({
        companyId,
        customerId: customer.providerCustomerId,
        returnUrl: `${appOrigin(c)}/billing`,
      }),
    );
    return c.json({ url });
  });
