import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '@dwell/core/schemas/webhooks';
import { createdAt, id, timestamp } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * A company's receiver of webhooks: its HTTPS URL, the event types it chose and its signing secret, kept
 * encrypted (AES-GCM under INTEGRATIONS_KEY) because each delivery is signed with the plaintext.
 */
export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    description: text(),
    /** JSON array of WEBHOOK_EVENT_TYPES. */
    eventTypes: text().notNull(),
    secretCiphertext: text().notNull(),
    /** The secret before the last rotation: deliveries are signed with it too until `previousSecretUntil`. */
    previousSecretCiphertext: text(),
    previousSecretUntil: timestamp(),
    secretRotatedAt: timestamp(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

/**
 * One event for one endpoint. Its id is the idempotency id the receiver sees on every attempt and replay;
 * the payload is fixed when the event happens, so a retry sends the same bytes (signed afresh).
 */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    endpointId: text()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text({ enum: WEBHOOK_EVENT_TYPES }).notNull(),
    /** The JSON body sent. */
    payload: text().notNull(),
    status: text({ enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('queued'),
    /** Attempts made since it was queued or last replayed. */
    attempts: integer().notNull().default(0),
    /** The last attempt: the receiver's status (null when it could not be reached), time taken, what went wrong. */
    responseStatus: integer(),
    durationMs: integer(),
    error: text(),
    lastAttemptAt: timestamp(),
    nextAttemptAt: timestamp(),
    deliveredAt: timestamp(),
    replays: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_company_idx').on(t.companyId, t.createdAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    // The hourly sweep reads the few queued and retrying deliveries of every company, never the delivered.
    index('webhook_deliveries_status_idx').on(t.status, t.nextAttemptAt),
  ],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
