import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { webhookDeps } from '../../lib/billing/provider.ts';
import { receiveWebhook } from '../../lib/billing/webhook.ts';
import { guard } from '../../middleware/guard.ts';

/** The payment provider's notifications: the only writer of the subscriptions table. */
export const webhookRoutes = new Hono<AppEnv>()
  /**
   * POST /api/billing/webhook — called by the payment provider, never by a browser (no session; exempt from
   * the same-origin check). Verifies Stripe-Signature over the raw body (300 s tolerance), then answers
   * 200 { received: true, duplicate?: true, ignored?: true }: duplicate for an event id already applied,
   * ignored for a type Dwell does not act on. 400 invalid_signature (missing, wrong or too old), 502 when the
   * provider cannot be read back, 500 when storing fails: the provider retries all non-2xx answers.
   */
  // Public: the signature over the body is the caller's credential.
  .post('/webhook', guard({ access: 'public' }), async (c) => {
    const payload = await c.req.text();
    const receipt = await receiveWebhook(webhookDeps(c.env, c.get('db')), payload, c.req.header('stripe-signature'));
    return c.json(receipt);
  });
