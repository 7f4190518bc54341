import { z } from 'zod';

/** What a company can be told about, each delivered to the endpoints that chose it. */
export const WEBHOOK_EVENT_TYPES = [
  'event.created',
  'event.checked_out',
  'event.cancelled',
  'document.created',
  'claim.status_changed',
  'claim.paid',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What each type means, for the form's choices and the API document. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'event.created': 'A stop is logged (by hand, by API or by an ELD)',
  'event.checked_out': 'A stop is checked out',
  'event.cancelled': 'A stop is cancelled',
  'document.created': 'Evidence is uploaded',
  'claim.status_changed': "A claim's status changes",
  'claim.paid': 'A claim is paid in full',
};

/**
 * Where a delivery stands: queued (waiting for its first attempt), retrying (an attempt failed, another is
 * scheduled with backoff), delivered (the endpoint answered 2xx), dead (the last attempt failed: it is in the
 * dead-letter queue's list until replayed).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['queued', 'retrying', 'delivered', 'dead'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Texts of Settings → Webhooks and of the webhook routes' refusals. */
export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the URL that receives the webhooks',
  urlInvalid: 'Enter a full URL, like https://example.com/dwell-webhooks',
  urlNotHttps: 'The URL must start with https://',
  typesRequired: 'Choose at least one event to send',
  typeUnknown: 'Unknown event type',
  unknownEndpoint: 'This webhook endpoint does not exist.',
  unknownDelivery: 'This delivery does not exist.',
  secretShownOnce: 'Copy this signing secret now. It will not be shown again.',
  secretRotated:
    'The new signing secret is in use. Deliveries carry a signature with the previous one too for 24 hours while you update the receiver.',
  secretChangedMeanwhile: 'The secret was changed by someone else a moment ago. Reload to see the endpoint.',
  notReplayable: 'This delivery is still being attempted; replay it once it is delivered or dead.',
  tooManyEndpoints: 'A company can register up to 10 webhook endpoints. Remove one first.',
} as const;

/** Endpoints one company may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What is wrong with a receiver's URL, or null. HTTPS only; plain http is let through to this machine only
 * where `allowLocal` (development and tests, where the receiver is a local program).
 */
export function webhookUrlProblem(url: string, allowLocal: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (parsed.username || parsed.password) return WEBHOOK_MESSAGES.urlInvalid;
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && allowLocal && LOCAL_HOSTS.has(parsed.hostname)) return null;
  return parsed.protocol === 'http:' ? WEBHOOK_MESSAGES.urlNotHttps : WEBHOOK_MESSAGES.urlInvalid;
}

/** A new endpoint: the receiver's URL (checked by webhookUrlProblem where it is stored) and the events it wants. */
export const createWebhookEndpointSchema = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlRequired })
    .trim()
    .min(1, WEBHOOK_MESSAGES.urlRequired)
    .max(2048, WEBHOOK_MESSAGES.urlInvalid),
  eventTypes: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.typeUnknown }), {
      error: WEBHOOK_MESSAGES.typesRequired,
    })
    .min(1, WEBHOOK_MESSAGES.typesRequired)
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((types) => [...new Set(types)]),
  description: z.string().trim().max(200).optional(),
});
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointSchema>;

/** GET /api/webhooks/deliveries: newest first, a page at a time, optionally one endpoint's or one status. */
export const webhookDeliveryQuerySchema = z.object({
  endpointId: z.string().max(64).optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  cursor: z.string().max(256).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
