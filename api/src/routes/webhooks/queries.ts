/** Webhook endpoints and their deliveries: the company admin's side and the consumer's reads and writes. */
import { newId } from '@dwell/core/ids';
import { SECRET_ROTATION_GRACE_MS } from '@dwell/core/integrations/constants';
import { sealSecret } from '@dwell/core/integrations/secret-box';
import type { WebhookDeliveryStatus, WebhookEventType } from '@dwell/core/schemas/webhooks';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { type WebhookDelivery, type WebhookEndpoint, webhookDeliveries, webhookEndpoints } from '../../lib/schema.ts';

/** A signing secret: `whsec_` and 32 random bytes, shown once. */
export const newSigningSecret = () => `whsec_${encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)))}`;

export const eventTypesOf = (endpoint: Pick<WebhookEndpoint, 'eventTypes'>) =>
  JSON.parse(endpoint.eventTypes) as WebhookEventType[];

/** An endpoint as the screen shows it: never a secret, sealed or not. */
export function toEndpointView(row: WebhookEndpoint) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: eventTypesOf(row),
    secretRotatedAt: row.secretRotatedAt?.getTime() ?? null,
    previousSecretUntil: row.previousSecretUntil?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  };
}

/** A delivery as the screen lists it (the payload is not repeated there: its type and time say what it was). */
export function toDeliveryView(row: WebhookDelivery & { url: string }) {
  return {
    id: row.id,
    endpointId: row.endpointId,
    url: row.url,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    error: row.error,
    lastAttemptAt: row.lastAttemptAt?.getTime() ?? null,
    nextAttemptAt: row.nextAttemptAt?.getTime() ?? null,
    deliveredAt: row.deliveredAt?.getTime() ?? null,
    replays: row.replays,
    createdAt: row.createdAt.getTime(),
  };
}

export function listEndpoints(db: Db, companyId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(webhookEndpoints.createdAt);
}

export async function companyEndpoint(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)));
  return row;
}

/**
 * Registers an endpoint unless the company has `max` already: the count and the insert are one statement,
 * so parallel registrations never pass the limit together. Null when at the limit.
 */
export async function insertEndpoint(
  db: Db,
  values: { companyId: string; url: string; description?: string | undefined; eventTypes: WebhookEventType[] },
  createdBy: string,
  key: string,
  max: number,
) {
  const secret = newSigningSecret();
  const row = {
    id: newId('whe'),
    companyId: values.companyId,
    url: values.url,
    description: values.description ?? null,
    eventTypes: JSON.stringify(values.eventTypes),
    secretCiphertext: await sealSecret(key, secret),
    createdBy,
    createdAt: new Date(),
  };
  const result = await db.run(sql`INSERT INTO webhook_endpoints
    (id, company_id, url, description, event_types, secret_ciphertext, created_by, created_at)
    SELECT ${row.id}, ${row.companyId}, ${row.url}, ${row.description}, ${row.eventTypes}, ${row.secretCiphertext},
      ${row.createdBy}, ${row.createdAt.getTime()}
    WHERE (SELECT count(*) FROM webhook_endpoints WHERE company_id = ${row.companyId}) < ${max}`);
  if (result.meta.changes !== 1) return null;
  const stored = await companyEndpoint(db, values.companyId, row.id);
  return stored ? { row: stored, secret } : null;
}

/**
 * A new signing secret; the one it replaces keeps signing (a second v1) for the grace period. Guarded by the
 * secret read, so of two parallel rotations one wins and the other is told (null).
 */
export async function rotateEndpointSecret(db: Db, endpoint: WebhookEndpoint, key: string) {
  const secret = newSigningSecret();
  const now = new Date();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      secretCiphertext: await sealSecret(key, secret),
      previousSecretCiphertext: endpoint.secretCiphertext,
      previousSecretUntil: new Date(now.getTime() + SECRET_ROTATION_GRACE_MS),
      secretRotatedAt: now,
    })
    .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.secretCiphertext, endpoint.secretCiphertext)))
    .returning();
  return row ? { row, secret } : null;
}

/** Removes an endpoint (its deliveries go with it); false when the company has no such endpoint. */
export async function deleteEndpoint(db: Db, companyId: string, id: string) {
  // RETURNING, not meta.changes: D1 counts the cascaded deliveries among the changes.
  const removed = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
    .returning({ id: webhookEndpoints.id });
  return removed.length === 1;
}

/** The company's endpoints that chose `type`. */
export async function endpointsFor(db: Db, companyId: string, type: WebhookEventType) {
  const rows = await listEndpoints(db, companyId);
  return rows.filter((row) => eventTypesOf(row).includes(type));
}

/** A page of the company's deliveries, newest first, after a keyset position (created_at, id). */
export function deliveriesPage(
  db: Db,
  companyId: string,
  filter: { endpointId?: string | undefined; status?: WebhookDeliveryStatus | undefined },
  after: { t: number; id: string } | null,
  limit: number,
) {
  const d = webhookDeliveries;
  const at = after ? new Date(after.t) : null;
  return db
    .select({ delivery: d, url: webhookEndpoints.url })
    .from(d)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, d.endpointId))
    .where(
      and(
        eq(d.companyId, companyId),
        filter.endpointId ? eq(d.endpointId, filter.endpointId) : undefined,
        filter.status ? eq(d.status, filter.status) : undefined,
        at && after ? or(lt(d.createdAt, at), and(eq(d.createdAt, at), lt(d.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(limit);
}

/** A delivery with its endpoint (undefined once the endpoint was removed: its deliveries went with it). */
export async function deliveryWithEndpoint(db: Db, id: string, companyId?: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), companyId ? eq(webhookDeliveries.companyId, companyId) : undefined));
  return row;
}

/**
 * Deliveries whose queue message is gone: queued since before `before` with no attempt made, or retrying with
 * their next attempt due before it (a message lost with a restarted local queue, or an outage).
 */
export async function strandedDeliveries(db: Db, before: number, limit = 500) {
  const d = webhookDeliveries;
  const at = new Date(before);
  const rows = await db
    .select({ deliveryId: d.id, companyId: d.companyId })
    .from(d)
    .where(
      or(
        and(eq(d.status, 'queued'), eq(d.attempts, 0), lt(d.createdAt, at)),
        and(eq(d.status, 'retrying'), lt(d.nextAttemptAt, at)),
      ),
    )
    .limit(limit);
  return rows;
}

/**
 * Puts a delivered or dead delivery back in the queue's hands (attempts from zero). Guarded by its status,
 * so two Replay clicks at once queue it once: null for the second, and for one still being attempted.
 */
export async function markReplayed(db: Db, companyId: string, id: string) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: null, replays: sql`${webhookDeliveries.replays} + 1` })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.companyId, companyId),
        inArray(webhookDeliveries.status, ['delivered', 'dead']),
      ),
    )
    .returning();
  return row ?? null;
}
