import { formatWait } from '@dwell/core/format';
import { newId } from '@dwell/core/ids';
import { eq } from 'drizzle-orm';
import type { Env } from '../env.ts';
import { dbFor } from './db.ts';
import { ApiError } from './errors.ts';
import { hitRateLimit } from './rate-limit.ts';
import { emailOutbox } from './schema.ts';
import { clientIp } from './client-info.ts';
import type { RequestContext } from './timer.ts';
import { AUTH, fill } from '@dwell/core/messages';

/** A file sent with an email: its bytes lie in the DOCUMENTS bucket under `key`. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  key: string;
  size: number;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  kind:
    | 'confirm_email'
    | 'password_reset'
    | 'account_exists'
    | 'invitation'
    | 'alert'
    | 'claim_reminder'
    | 'claim'
    | 'claim_reply'
    | 'payer_reminder'
    | 'payer_answer';
  attachments?: EmailAttachment[];
  /** The claim a payer email is about: a bounce of it is recorded on the claim. */
  claimId?: string;
}

/** What became of an email: its outbox id, and the provider's refusal or the network error when it failed. */
export interface EmailDelivery {
  id: string;
  error: string | null;
}

const RESEND_URL = 'https://api.resend.com/emails';

/** The attachments as the provider takes them: each file's bytes in base64. */
async function providerAttachments(bucket: R2Bucket, attachments: EmailAttachment[]) {
  return Promise.all(
    attachments.map(async (file) => {
      const object = await bucket.get(file.key);
      if (!object) throw new Error(`attachment ${file.filename} is missing from storage`);
      const bytes = new Uint8Array(await object.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { filename: file.filename, content: btoa(binary), content_type: file.contentType };
    }),
  );
}

/** Hands the email to the provider: its id for the message, or the error text when it did not take it. */
async function deliver(env: Env, email: OutgoingEmail): Promise<{ providerId: string | null; error: string | null }> {
  try {
    const res = await fetch(RESEND_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.EMAIL_API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: env.EMAIL_FROM || 'Dwell <no-reply@dwell.app>',
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.attachments?.length
          ? { attachments: await providerAttachments(env.DOCUMENTS, email.attachments) }
          : {}),
      }),
    });
    if (!res.ok) return { providerId: null, error: `the email provider answered ${res.status}` };
    const answer = (await res.json().catch(() => ({}))) as { id?: unknown };
    return { providerId: typeof answer.id === 'string' ? answer.id : null, error: null };
  } catch (error) {
    return { providerId: null, error: String(error instanceof Error ? error.message : error).slice(0, 300) };
  }
}

/**
 * Records an email in the outbox and, when a provider key is configured (production), delivers it. Locally
 * nothing leaves the machine: the dev mailbox reads the outbox. A delivery failure is recorded and answered,
 * never thrown.
 */
export async function sendEmail(env: Env, email: OutgoingEmail): Promise<EmailDelivery> {
  // The outbox is in the global database, whichever company's database the request works in (the dev
  // mailbox and the provider's delivery events find every email there).
  const db = dbFor(env);
  const id = newId('eml');
  await db.insert(emailOutbox).values({
    id,
    toAddress: email.to,
    subject: email.subject,
    bodyText: email.text,
    kind: email.kind,
    attachments: email.attachments?.length ? JSON.stringify(email.attachments) : null,
    claimId: email.claimId ?? null,
  });
  if (!env.EMAIL_API_KEY) return { id, error: null };
  const { providerId, error } = await deliver(env, email);
  await db
    .update(emailOutbox)
    .set(error ? { error } : { sentAt: new Date(), providerId })
    .where(eq(emailOutbox.id, id));
  return { id, error };
}

export const EMAILS_PER_ADDRESS = 5;
export const EMAILS_PER_IP = 20;
export const EMAIL_WINDOW_MS = 60 * 60_000;

/** Refuses with 429 when this address or this caller has asked for too many emails within the hour. */
export async function throttleEmail(c: RequestContext, to: string): Promise<void> {
  const db = c.var.global;
  for (const [key, limit] of [
    [`email:to:${to}`, EMAILS_PER_ADDRESS],
    [`email:ip:${clientIp(c)}`, EMAILS_PER_IP],
  ] as const) {
    const result = await hitRateLimit(db, key, limit, EMAIL_WINDOW_MS);
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfter));
      throw new ApiError(429, 'rate_limited', fill(AUTH.tooManyEmails, { wait: formatWait(result.retryAfter) }));
    }
  }
}

const LOCAL_ENVIRONMENTS = new Set(['development', 'test']);
/**
 * A developer's machine or the test worker: there the request's own origin may stand in for APP_ORIGIN, the
 * dev mailbox exists, and a webhook may go to a plain-http receiver on this machine.
 */
export const isLocalEnvironment = (env: { ENVIRONMENT: string }) => LOCAL_ENVIRONMENTS.has(env.ENVIRONMENT);

/**
 * The public origin of the app, or null when it is not configured. Never taken from the request in a
 * deployment: the Host header is the caller's to choose, and a link built from it would send a reset token or
 * an invitation to the caller's own site. Locally (development, tests) the request's origin stands in.
 */
export function configuredOrigin(c: RequestContext): string | null {
  const configured = c.env.APP_ORIGIN?.trim().replace(/\/$/, '');
  if (configured) return configured;
  return isLocalEnvironment(c.env) ? new URL(c.req.url).origin : null;
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
