import type { Db, Env } from '../../env.ts';
import { billingConfig } from './config.ts';
import { LocalProvider } from './local-provider.ts';
import { StripeProvider } from './stripe-provider.ts';
import type { BillingProvider } from './types.ts';
import type { WebhookDeps } from './webhook.ts';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the embedded local provider. */
export function billingProvider(env: Env, db: Db): BillingProvider {
  const config = billingConfig(env);
  return config.mode === 'stripe' ? new StripeProvider(config.secretKey) : new LocalProvider(db);
}

/** Everything the webhook needs, for the configured provider. */
export function webhookDeps(env: Env, db: Db): WebhookDeps {
  return { db, provider: billingProvider(env, db), secret: billingConfig(env).webhookSecret };
}
