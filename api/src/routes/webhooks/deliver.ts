/**
 * The consumer of webhooks out. Each message names a delivery: it is signed with the endpoint's secret(s),
 * POSTed with a 10-second limit and its outcome recorded. A 2xx answer delivers it; anything else (an error
 * status, a redirect, no answer) retries it after WEBHOOK_RETRY_BASE_SECONDS·2^(attempt−1) until
 * WEBHOOK_MAX_ATTEMPTS, then hands it to the dead-letter queue, whose consumer marks it dead.
 */
import { openSecret } from '@dwell/core/integrations/secret-box';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Env, WebhookMessage } from '../../env.ts';
import { companyDbFor } from '../../lib/company-db.ts';
import { dbFor } from '../../lib/db.ts';
import { integrationsKey } from '../../lib/integrations/key.ts';
import { type WebhookEndpoint, webhookDeliveries } from '../../lib/schema.ts';
import { deliveryWithEndpoint } from './queries.ts';
import { SIGNATURE_HEADER, signatureHeader } from './sign.ts';

/** The dead-letter queue's name ends so in every environment (wrangler.toml). */
const isDeadLetterQueue = (queue: string) => queue.endsWith('-webhooks-dead');
const TIMEOUT_MS = 10_000;
/** Cloudflare Queues delays a retry by at most 12 hours. */
const MAX_DELAY_SECONDS = 43_200;

const number = (text: string | undefined, fallback: number) => {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** Seconds before the retry that follows failed attempt number `attempt` (1-based): base, 2·base, 4·base … */
export function backoffSeconds(env: Pick<Env, 'WEBHOOK_RETRY_BASE_SECONDS'>, attempt: number): number {
  const base = number(env.WEBHOOK_RETRY_BASE_SECONDS, 60);
  return Math.min(MAX_DELAY_SECONDS, Math.round(base * 2 ** (attempt - 1)));
}

export const maxAttempts = (env: Pick<Env, 'WEBHOOK_MAX_ATTEMPTS'>) => number(env.WEBHOOK_MAX_ATTEMPTS, 10);

/** The secrets a delivery is signed with now: the current one, and the previous one during its overlap. */
async function signingSecrets(env: Env, endpoint: WebhookEndpoint, now: number): Promise<string[]> {
  const key = integrationsKey(env);
  const secrets = [await openSecret(key, endpoint.secretCiphertext)];
  if (endpoint.previousSecretCiphertext && (endpoint.previousSecretUntil?.getTime() ?? 0) > now)
    secrets.push(await openSecret(key, endpoint.previousSecretCiphertext));
  return secrets;
}

interface Outcome {
  ok: boolean;
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
}

/** One POST of the payload to the endpoint. */
async function post(env: Env, endpoint: WebhookEndpoint, id: string, type: string, payload: string): Promise<Outcome> {
  const started = Date.now();
  try {
    const signature = await signatureHeader(
      await signingSecrets(env, endpoint, started),
      Math.floor(started / 1000),
      payload,
    );
    const res = await fetch(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Dwell-Webhooks/1',
        'dwell-webhook-id': id,
        'dwell-event-type': type,
        [SIGNATURE_HEADER]: signature,
      },
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // The body is not needed; reading it frees the connection.
    await res.body?.cancel();
    const ok = res.status >= 200 && res.status < 300;
    return {
      ok,
      responseStatus: res.status,
      durationMs: Date.now() - started,
      error: ok ? null : `The endpoint answered ${res.status}`,
    };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      ok: false,
      responseStatus: null,
      durationMs: Date.now() - started,
      error: timedOut
        ? 'No answer within 10 seconds'
        : `Could not reach the endpoint: ${(error instanceof Error ? error.message : String(error)).slice(0, 200)}`,
    };
  }
}

/** Attempts one message's delivery and settles the message: ack, retry with backoff, or dead-letter. */
async function attempt(env: Env, db: Db, message: Message<WebhookMessage>) {
  const found = await deliveryWithEndpoint(db, message.body.deliveryId);
  // Removed with its endpoint, or a duplicate message of a delivery already made: nothing to send.
  if (!found || found.delivery.status === 'delivered' || found.delivery.status === 'dead') return message.ack();
  const { delivery, endpoint } = found;
  const outcome = await post(env, endpoint, delivery.id, delivery.eventType, delivery.payload);
  const now = new Date();
  const last = message.attempts >= maxAttempts(env);
  const delay = backoffSeconds(env, message.attempts);
  await db
    .update(webhookDeliveries)
    .set({
      attempts: delivery.attempts + 1,
      responseStatus: outcome.responseStatus,
      durationMs: outcome.durationMs,
      error: outcome.error,
      lastAttemptAt: now,
      status: outcome.ok ? 'delivered' : 'retrying',
      deliveredAt: outcome.ok ? now : null,
      nextAttemptAt: outcome.ok || last ? null : new Date(now.getTime() + delay * 1000),
    })
    // A replay that landed meanwhile owns the row now.
    .where(and(eq(webhookDeliveries.id, delivery.id), ne(webhookDeliveries.status, 'delivered')));
  if (outcome.ok) return message.ack();
  if (last) {
    await env.WEBHOOKS_DEAD.send({ deliveryId: delivery.id, companyId: message.body.companyId });
    return message.ack();
  }
  message.retry({ delaySeconds: delay });
}

/** Marks a dead-lettered delivery dead (unless it was delivered meanwhile). */
async function bury(db: Db, message: Message<WebhookMessage>) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'dead', nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.id, message.body.deliveryId), ne(webhookDeliveries.status, 'delivered')));
  message.ack();
}

/** The Worker's queue handler: the webhooks queue and its dead-letter queue. */
export async function handleWebhookBatch(batch: MessageBatch<WebhookMessage>, env: Env): Promise<void> {
  // Paused: every message waits an hour and comes back, attempts unspent on any receiver.
  if (env.WEBHOOKS_PAUSED === 'true') return batch.retryAll({ delaySeconds: 3600 });
  const dead = isDeadLetterQueue(batch.queue);
  // One at a time per batch: a slow receiver holds only its own messages, and the batch is at most 10.
  for (const message of batch.messages) {
    try {
      const { companyId } = message.body;
      const db = companyId ? await companyDbFor(env, companyId) : dbFor(env);
      await (dead ? bury(db, message) : attempt(env, db, message));
    } catch (error) {
      console.error(JSON.stringify({ webhookError: String(error), deliveryId: message.body.deliveryId }));
      message.retry({ delaySeconds: backoffSeconds(env, message.attempts) });
    }
  }
}
