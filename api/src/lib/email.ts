import { newId } from '@dwell/core/ids';
import { eq } from 'drizzle-orm';
import type { Db, Env } from '../env.ts';
import { ApiError } from './errors.ts';
import { hitRateLimit } from './rate-limit.ts';
import { emailOutbox } from './schema.ts';
import { clientIp } from './client-info.ts';
import type { RequestContext } from './timer.ts';
import { AUTH, fill } from '@dwell/core/messages';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  kind: 'confirm_email' | 'password_reset' | 'account_exists' | 'invitation' | 'alert' | 'claim_reminder';
}

const RESEND_URL = 'https://api.resend.com/emails';

/**
 * Records an email in the outbox and, when a provider key is configured (production), delivers it. Locally
 * nothing leaves the machine: the dev mailbox reads the outbox. A delivery failure is recorded, not thrown.
 */
export async function sendEmail(env: Env, db: Db, email: OutgoingEmail): Promise<string> {
  const id = newId('eml');
  await db
    .insert(emailOutbox)
    .values({ id, toAddress: email.to, subject: email.subject, bodyText: email.text, kind: email.kind });
  if (!env.EMAIL_API_KEY) return id;
  try {
    const res = await fetch(RESEND_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.EMAIL_API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: env.EMAIL_FROM || 'Dwell <no-reply@dwell.app>',
        to: email.to,
        subject: email.subject,
        text: email.text,
      }),
    });
    await db
      .update(emailOutbox)
      .set(res.ok ? { sentAt: new Date() } : { error: `provider answered ${res.status}` })
      .where(eq(emailOutbox.id, id));
  } catch (error) {
    await db
      .update(emailOutbox)
      .set({ error: String(error) })
      .where(eq(emailOutbox.id, id));
  }
  return id;
}

export const EMAILS_PER_ADDRESS = 5;
export const EMAILS_PER_IP = 20;
export const EMAIL_WINDOW_MS = 60 * 60_000;

/** Refuses with 429 when this address or this caller has asked for too many emails within the hour. */
export async function throttleEmail(c: RequestContext, to: string): Promise<void> {
  const db = c.var.db;
  for (const [key, limit] of [
    [`email:to:${to}`, EMAILS_PER_ADDRESS],
    [`email:ip:${clientIp(c)}`, EMAILS_PER_IP],
  ] as const) {
    const result = await hitRateLimit(db, key, limit, EMAIL_WINDOW_MS);
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfter));
      throw new ApiError(429, 'rate_limited', fill(AUTH.tooManyEmails, { seconds: result.retryAfter }));
    }
  }
}

/** Where the request's own origin may stand in for APP_ORIGIN: a developer's machine and the test worker. */
const LOCAL_ENVIRONMENTS = new Set(['development', 'test']);

/**
 * The public origin of the app, or null when it is not configured. Never taken from the request in a
 * deployment: the Host header is the caller's to choose, and a link built from it would send a reset token or
 * an invitation to the caller's own site. Locally (development, tests) the request's origin stands in.
 */
export function configuredOrigin(c: RequestContext): string | null {
  const configured = c.env.APP_ORIGIN?.trim().replace(/\/$/, '');
  if (configured) return configured;
  return LOCAL_ENVIRONMENTS.has(c.env.ENVIRONMENT) ? new URL(c.req.url).origin : null;
}

/**
 * The origin for links in emails and for the payment provider's return addresses. A deployment without
 * APP_ORIGIN refuses (503) before anything is written or sent, rather than build a link from the Host header.
 */
export function appOrigin(c: RequestContext): string {
  const origin = configuredOrigin(c);
  if (origin) return origin;
  console.error(JSON.stringify({ requestId: c.var.requestId, config: 'APP_ORIGIN is not set' }));
  throw new ApiError(503, 'app_origin_missing', AUTH.serverNotConfigured);
}
