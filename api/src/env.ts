import type { Role } from '@dwell/core/constants';
import type { ApiScope } from '@dwell/core/schemas/api-keys';
import type { Tier } from '@dwell/core/tiers';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from './lib/schema.ts';
import type { SessionRecord } from './lib/sessions.ts';

/** Bindings and variables of wrangler.toml, and secrets set with `wrangler secret put`. */
export interface Env {
  /** The global database: people, sessions, companies, billing, the directory of company databases. */
  DB: D1Database;
  /** The company databases (lib/company-db.ts), as wrangler.toml binds them. */
  [database: `COMPANY_DB_${number}`]: D1Database | undefined;
  DOCUMENTS: R2Bucket;
  AVATARS: R2Bucket;
  SESSION_TIMER: DurableObjectNamespace<import('./durable/session-timer.ts').SessionTimer>;
  /** One per company: live updates of its events, alerts and claims, and its alert alarm. */
  COMPANY_HUB: DurableObjectNamespace<import('./durable/company-hub.ts').CompanyHub>;
  ASSETS: Fetcher;
  /** 'development' only on a developer's machine; enables the dev mailbox. */
  ENVIRONMENT: string;
  /**
   * 'off': no line per request (middleware/logger.ts). For the API's tests and a local stack whose output nobody
   * reads (scripts/stack.mjs, quiet): under `wrangler dev` each line crosses to wrangler's own process.
   */
  REQUEST_LOG?: string;
  /** Remote name → URL of its mf-manifest.json; empty means same-origin /mfe/<name>/. */
  MFE_EVENTS_URL?: string;
  MFE_DOCUMENTS_URL?: string;
  MFE_REPORTS_URL?: string;
  MFE_ACCOUNT_URL?: string;
  /** The API build being served (the deploy sets its commit); 'dev' when unset. Part of /api/health's version. */
  DWELL_BUILD?: string;
  /**
   * Public origin of the app (https://…), used in links inside emails and the payment provider's return
   * addresses. Required in a deployment; only development and tests fall back to the request's origin.
   */
  APP_ORIGIN?: string;
  /** Session timers in milliseconds; only ever shorter than docs/product.md#constants (tests and demos). */
  SESSION_IDLE_MS?: string;
  SESSION_ABSOLUTE_MS?: string;
  SESSION_WARNING_MS?: string;
  SESSION_EXTENSION_MS?: string;
  SESSION_ACTIVITY_THROTTLE_MS?: string;
  /** Secret: API key of the email provider (Resend). Without it emails are only stored in the outbox. */
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  /** Secret: signing secret (whsec_…) of the email provider's delivery events (bounces). */
  EMAIL_WEBHOOK_SECRET?: string;
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
  /**
   * Secret: base64 of 32 random bytes sealing ELD integration secrets (AES-GCM). Required in a deployment;
   * development and tests use core's DEV_INTEGRATIONS_KEY.
   */
  INTEGRATIONS_KEY?: string;
  /** Webhooks out: each message is one delivery to attempt (api/src/routes/webhooks/deliver.ts consumes it). */
  WEBHOOKS: Queue<WebhookMessage>;
  /** Where a delivery goes after its last failed attempt (its consumer marks it dead, replayable). */
  WEBHOOKS_DEAD: Queue<WebhookMessage>;
  /** Seconds before the first retry of a failed delivery; each later one waits twice as long (default 60). */
  WEBHOOK_RETRY_BASE_SECONDS?: string;
  /** Attempts before a delivery goes to the dead-letter queue (default 10). */
  WEBHOOK_MAX_ATTEMPTS?: string;
  /** "on": every request runs in a D1 session, so reads may come from replicas (middleware/context.ts). */
  D1_READ_REPLICATION?: string;
  /** "global": new companies stay in the global database instead of filling the company databases in turn
   * (lib/company-db.ts). */
  COMPANY_PLACEMENT?: string;
  /** 'true' holds every delivery back (an operator's pause, e.g. while a receiver-wide incident is fixed). */
  WEBHOOKS_PAUSED?: string;
}

/** A queued webhook delivery: the row of webhook_deliveries holds everything else. */
export interface WebhookMessage {
  deliveryId: string;
  /** The delivery's company, whose database holds the row (lib/company-db.ts); absent: the global database. */
  companyId?: string;
}

export type Db = DrizzleD1Database<typeof schema>;

/** Per-request values every route has. */
export interface Variables {
  requestId: string;
  /** The database of the request's data: inside a company, the company's database (lib/company-db.ts). */
  db: Db;
  /** The global database: people, sessions, companies, billing, the directory (the same as db for a company
   * living in it). */
  global: Db;
  /** The typed database of one database for this request (null: the global one), in the request's D1 session
   * (read replication): the guard opens a company's database with it. */
  openDatabase: (database: string | null) => Db;
}

/** The caller of a company route: who acts, with which role, in which company (its plan and time zone). */
export interface Actor {
  userId: string;
  role: Role;
  companyId: string;
  fullName: string | null;
  tier: Tier;
  /** The company's IANA zone: its periods, report days and default stop times follow it. */
  timezone: string;
}

/** What the guard of a signed-in route adds: the session. */
export interface SignedInVariables extends Variables {
  auth: SessionRecord;
}

/** What the guard of a company route adds: the tenant (never null) and the actor. */
export interface CompanyVariables extends SignedInVariables {
  companyId: string;
  actor: Actor;
}

/** What the guard of a /api/v1 route adds: the company's variables and the API key acting. */
export interface KeyedVariables extends CompanyVariables {
  apiKey: { id: string; scopes: readonly ApiScope[] };
}

export interface AppEnv {
  Bindings: Env;
  Variables: Variables;
}
