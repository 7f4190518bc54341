import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from './lib/schema.ts';

/** Bindings and variables of wrangler.toml, and secrets set with `wrangler secret put`. */
export interface Env {
  DB: D1Database;
  DOCUMENTS: R2Bucket;
  AVATARS: R2Bucket;
  SESSION_TIMER: DurableObjectNamespace<import('./durable/session-timer.ts').SessionTimer>;
  ASSETS: Fetcher;
  /** 'development' only on a developer's machine; enables the dev mailbox. */
  ENVIRONMENT: string;
  /** Remote name → URL of its mf-manifest.json; empty means same-origin /mfe/<name>/. */
  MFE_EVENTS_URL?: string;
  MFE_DOCUMENTS_URL?: string;
  MFE_REPORTS_URL?: string;
  MFE_ACCOUNT_URL?: string;
}

export type Db = DrizzleD1Database<typeof schema>;

/** Per-request values set by middleware. */
export interface Variables {
  requestId: string;
  db: Db;
}

export interface AppEnv {
  Bindings: Env;
  Variables: Variables;
}
