import { API_SCOPES, SCOPE_LABELS } from '@dwell/core/schemas/api-keys';
import { CLAIM_STATUSES } from '@dwell/core/schemas/claim-rules';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@dwell/core/schemas/webhooks';
import { z } from '@hono/zod-openapi';
import { keyedRouter } from '../v1/declare.ts';
import type { V2Claim } from './shapes.ts';
import { deletionRoutes } from './deletions.ts';
import { v2DocumentRoutes } from './documents.ts';
import { v2EventRoutes } from './events.ts';
import { v2ReportRoutes } from './reports.ts';
import { documentSchema, eventSchema } from './schemas.ts';

/** The keyed operations of /api/v2, each declared once: the document below is generated from them. */
export const v2Operations = keyedRouter()
  // Before /events/{id}: the static path wins.
  .route('/events', deletionRoutes('event', 'events:read', 'Events'))
  .route('/events', v2EventRoutes)
  .route('/documents', deletionRoutes('document', 'documents:read', 'Documents'))
  .route('/documents', v2DocumentRoutes)
  .route('/reports', v2ReportRoutes);

const registry = v2Operations.openAPIRegistry;
registry.registerComponent('securitySchemes', 'apiKey', {
  type: 'http',
  scheme: 'bearer',
  description: 'An API key: dwk_<id>_<secret>',
});

const instant = z.string().describe('ISO 8601 with offset');
const claimSchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    customerId: z.string().nullable(),
    number: z.string(),
    status: z.enum(CLAIM_STATUSES),
    previousStatus: z.enum(CLAIM_STATUSES).describe('The status the claim left'),
    amountCents: z.number().int(),
    receivedCents: z.number().int(),
    sentAt: instant.nullable(),
    dueAt: instant.nullable(),
    closedAt: instant.nullable(),
    createdAt: instant,
    updatedAt: instant,
  })
  .openapi('Claim');
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const proof: Same<z.infer<typeof claimSchema>, V2Claim & { previousStatus: V2Claim['status'] }> = true;
void proof;

const DATA_OF: Record<WebhookEventType, z.ZodType> = {
  'event.created': eventSchema,
  'event.checked_out': eventSchema,
  'event.cancelled': eventSchema,
  'document.created': documentSchema,
  'claim.status_changed': claimSchema,
  'claim.paid': claimSchema,
};

const SIGNING =
  "Each delivery is a POST of JSON with the headers `Dwell-Webhook-Id` (the delivery id, the same on every retry and replay: your idempotency key), `Dwell-Event-Type`, and `Dwell-Signature: t=<unix seconds>,v1=<hex>`: v1 is HMAC-SHA256 of `<t>.<raw body>` under the endpoint's signing secret (two v1 values for 24 hours after the secret is rotated, one per secret). Compare in constant time and refuse a `t` more than 5 minutes from your clock. Answer 2xx within 10 seconds; anything else is retried with exponentially growing pauses, and after the last attempt the delivery is listed as failed in Settings → Webhooks, where Replay sends it again.";

for (const type of WEBHOOK_EVENT_TYPES) {
  registry.registerWebhook({
    method: 'post',
    path: type,
    summary: WEBHOOK_EVENT_LABELS[type],
    description: SIGNING,
    tags: ['Webhooks'],
    request: {
      body: {
        required: true,
        content: {
          'application/json': {
            schema: z.object({
              id: z.string().describe('The delivery id (as Dwell-Webhook-Id)'),
              type: z.literal(type),
              createdAt: instant.describe('When it happened'),
              data: DATA_OF[type],
            }),
          },
        },
      },
    },
    responses: { 200: { description: 'Received; any 2xx will do' } },
  });
}

export type V2OpenApiDocument = ReturnType<typeof v2Operations.getOpenAPI31Document>;
let cached: V2OpenApiDocument | undefined;

/** The OpenAPI 3.1 document of /api/v2, generated from the operations' own declarations. */
export function v2OpenApiDocument(): V2OpenApiDocument {
  cached ??= v2Operations.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Dwell API',
      version: '2',
      description: `Detention events, evidence documents and reports of one company, for programs, and webhooks telling your systems when they change. Authenticate with an API key created under Settings → API keys: \`Authorization: Bearer dwk_…\`. Scopes: ${API_SCOPES.map((s) => `${s} (${SCOPE_LABELS[s]})`).join(', ')}.\n\nEvery answer is JSON in one envelope: \`{ "data": … }\`, a list \`{ "data": […], "nextCursor": … }\` (pass it back as \`cursor\` until it is null), a refusal \`{ "error": { "code", "message" } }\`. Names are camelCase, money is whole cents, instants are ISO 8601 with their offset, calendar days YYYY-MM-DD. Lists of events and documents take \`updatedSince\` for incremental sync. A 201 carries \`Location\`; a 401 \`WWW-Authenticate\`; every keyed answer \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (300 requests a minute per key), a 429 also \`Retry-After\`.`,
    },
    servers: [{ url: '/api/v2' }],
    security: [{ apiKey: [] }],
    tags: [
      { name: 'Events', description: 'Detention stops: log, read, check out, sync' },
      { name: 'Documents', description: 'Evidence files of the stops' },
      { name: 'Reports', description: 'Trends and scorecards' },
      { name: 'Webhooks', description: 'What Dwell POSTs to your endpoints (Settings → Webhooks)' },
    ],
  });
  return cached;
}

let text: string | undefined;
/** The document as /api/v2/openapi.json serves it. */
export function v2OpenApiText(): string {
  text ??= JSON.stringify(v2OpenApiDocument());
  return text;
}
