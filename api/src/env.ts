import type { ApiScope } from '@dwell/core/schemas/api-keys';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from './lib/schema.ts';
import type { SessionRecord } from './lib/sessions.ts';

/** Bindings and variables of wrangler.toml, and secrets set with `wrangler secret put`. */
export interface Env {
  DB: D1Database;
  DOCUMENTS: R2Bucket;
  AVATARS: R2Bucket;
  SESSION_TIMER: DurableObjectNamespace<import('./durable/session-timer.ts').SessionTimer>;
  /** One per company: live updates of its events, alerts and claims, and its alert alarm. */
  COMPANY_HUB: DurableObjectNamespace<import('./durable/company-hub.ts').CompanyHub>;
  ASSETS: Fetcher;
  /** 'development' only on a developer's machine; enables the dev mailbox. */
  ENVIRONMENT: string;
  /** Remote name → URL of its mf-manifest.json; empty means same-origin /mfe/<name>/. */
  MFE_EVENTS_URL?: string;
  MFE_DOCUMENTS_URL?: string;
  MFE_REPORTS_URL?: string;
  MFE_ACCOUNT_URL?: string;
  /**
   * Public origin of the app (https://…), used in links inside emails and the payment provider's return
   * addresses. Required in a deployment; only development and tests fall back to the request's origin.
   */
  APP_ORIGIN?: string;
  /** Session timers in milliseconds; only ever shorter than SPEC §9 (tests and demos). */
  SESSION_IDLE_MS?: string;
  SESSION_ABSOLUTE_MS?: string;
  SESSION_WARNING_MS?: string;
  SESSION_EXTENSION_MS?: string;
  SESSION_ACTIVITY_THROTTLE_MS?: string;
  /** Secret: API key of the email provider (Resend). Without it emails are only stored in the outbox. */
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  /** Secret: Stripe API key. Empty or missing: the embedded local provider stands in for Stripe. */
  STRIPE_SECRET_KEY?: string;
  /** Secret: signing secret of the Stripe webhook endpoint (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Stripe price of the monthly Professional plan; required with STRIPE_SECRET_KEY. */
  STRIPE_PRICE_ID?: string;
  /** Length of the free trial of 'Start Free Trial', in days (default 14). */
  TRIAL_DAYS?: string;
  /** Signing secret of the local provider's webhook events; only used without STRIPE_SECRET_KEY. */
  LOCAL_BILLING_WEBHOOK_SECRET?: string;
}

export type Db = DrizzleD1Database<typeof schema>;

/** Per-request values set by middleware. */
export interface Variables {
  requestId: string;
  db: Db;
  /** The signed-in session; set by requireAuth, so only read it on routes behind it. */
  auth: SessionRecord;
  /** The API key of a /api/v1 request; set by requireApiKey, so only read it on routes behind it. */
  apiKey: { id: string; scopes: readonly ApiScope[] };
}

export interface AppEnv {
  Bindings: Env;
  Variables: Variables;
}
