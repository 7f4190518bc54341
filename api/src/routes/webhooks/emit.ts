/**
 * The producer of webhooks out. After a change has been answered, each endpoint of the company that chose
 * the event's type gets a delivery row (its payload fixed now) and a message on the WEBHOOKS queue; the
 * consumer (deliver.ts) sends it. Nothing of this slows or fails the write that caused it.
 */
import { newId } from '@dwell/core/ids';
import type { WebhookEventType } from '@dwell/core/schemas/webhooks';
import type { Db, Env } from '../../env.ts';
import { webhookDeliveries } from '../../lib/schema.ts';
import { afterResponse, type RequestContext } from '../../lib/timer.ts';
import { type ClaimRow, findClaim } from '../claims/queries.ts';
import { iso, toV2Claim, toV2Document, v2EventById } from '../v2/shapes.ts';
import { endpointsFor, strandedDeliveries } from './queries.ts';

/** The body of every delivery: its own id (the receiver's idempotency key), the type, when, and the record. */
export const webhookBody = (id: string, type: WebhookEventType, at: number, data: unknown) =>
  JSON.stringify({ id, type, createdAt: iso(at), data });

/**
 * Records one delivery per subscribed endpoint and queues them. `data` is read only when someone listens.
 * Returns the delivery ids (tests and the cron call this directly).
 */
export async function queueWebhooks(
  env: Pick<Env, 'WEBHOOKS'>,
  db: Db,
  companyId: string,
  type: WebhookEventType,
  data: () => Promise<unknown>,
): Promise<string[]> {
  const endpoints = await endpointsFor(db, companyId, type);
  if (!endpoints.length) return [];
  const record = await data();
  if (record === null || record === undefined) return [];
  const now = Date.now();
  const rows = endpoints.map((endpoint) => {
    const id = newId('whd');
    return {
      id,
      companyId,
      endpointId: endpoint.id,
      eventType: type,
      payload: webhookBody(id, type, now, record),
      createdAt: new Date(now),
    };
  });
  // One row per statement: D1 binds at most 100 parameters, and a company has at most 10 endpoints.
  const [first, ...rest] = rows.map((row) => db.insert(webhookDeliveries).values(row));
  if (first) await db.batch([first, ...rest]);
  await env.WEBHOOKS.sendBatch(rows.map((row) => ({ body: { deliveryId: row.id, companyId } })));
  return rows.map((row) => row.id);
}

/**
 * Queues again the deliveries whose message is gone (queued over 15 minutes ago and never attempted, or a
 * retry overdue by as much): the hourly sweep's share of at-least-once delivery. A message that
 * did arrive late is harmless: the consumer skips what is delivered, and the id lets the receiver skip a repeat.
 */
export async function requeueStranded(env: Pick<Env, 'WEBHOOKS'>, db: Db, now: number): Promise<number> {
  const stranded = await strandedDeliveries(db, now - 15 * 60_000);
  for (let i = 0; i < stranded.length; i += 100)
    await env.WEBHOOKS.sendBatch(stranded.slice(i, i + 100).map((body) => ({ body })));
  return stranded.length;
}

/** After the answer: tells the company's endpoints about an event of theirs (created, checked out, cancelled). */
export function emitEventWebhook(c: RequestContext, companyId: string, type: WebhookEventType, eventId: string) {
  const db = c.var.db;
  afterResponse(c, () => queueWebhooks(c.env, db, companyId, type, () => v2EventById(db, companyId, eventId)));
}

/** After the answer: a document was uploaded. */
export function emitDocumentWebhook(c: RequestContext, companyId: string, row: Parameters<typeof toV2Document>[0]) {
  afterResponse(c, () => queueWebhooks(c.env, c.var.db, companyId, 'document.created', async () => toV2Document(row)));
}

/**
 * A claim that was in `before`'s status has just been written. Its status is read now, right after this
 * request's own write (so a second write landing later is told by its own request, not twice), and after the
 * answer a change is told as claim.status_changed (with the status it left), reaching paid as claim.paid too.
 */
export function emitClaimWebhooks(c: RequestContext, before: ClaimRow) {
  const db = c.var.db;
  const reading = findClaim(db, before.companyId, before.id);
  afterResponse(c, async () => {
    const after = await reading;
    if (!after || after.status === before.status) return;
    const claim = { ...toV2Claim(after), previousStatus: before.status };
    await queueWebhooks(c.env, db, before.companyId, 'claim.status_changed', async () => claim);
    if (after.status === 'paid') await queueWebhooks(c.env, db, before.companyId, 'claim.paid', async () => claim);
  });
}
