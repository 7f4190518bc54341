import { CATEGORY_LABELS, type DocumentView } from '@dwell/core/schemas/documents';
import { EVENT_REASONS, EVENT_STATUSES, eventListQuerySchema } from '@dwell/core/schemas/events';
import { MAX_PAGE_SIZE } from '@dwell/core/paging';
import { TREND_INTERVALS } from '@dwell/core/report-periods';
import { z as zo } from '@hono/zod-openapi';
import { z } from 'zod';
import type { EventSummary } from '../events/serialize.ts';
import type { CustomerCard, FacilityCard } from '../reports/scorecards.ts';
import type { trendOfRange } from '../reports/trends.ts';

/** The filters of the app's event list that /api/v1 keeps (its page/sort give way to a keyset cursor). */
export const eventFilterSchema = eventListQuerySchema.pick({
  from: true,
  to: true,
  status: true,
  facilityId: true,
  customerId: true,
  driverId: true,
  q: true,
});
export type EventFilters = z.infer<typeof eventFilterSchema>;

/** GET /api/v1/events: the filters, a page size and the cursor of the previous page. */
export const v1EventListQuerySchema = eventFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  cursor: z.string().max(512).optional(),
});

/** GET /api/v1/events/export: the filters (from/to are the date range) and the format. */
export const v1ExportQuerySchema = eventFilterSchema.extend({ format: z.enum(['csv', 'json']).default('csv') });

const epochMs = z.number().int();

/** The answer's event (api/src/routes/events/serialize.ts EventSummary), checked against that type below. */
export const eventSummarySchema = z.object({
  id: z.string(),
  driverId: z.string(),
  facilityId: z.string().nullable(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  facilityName: z.string(),
  facilityAddress: z.string(),
  driverName: z.string(),
  loadNumber: z.string().nullable(),
  reason: z.enum(EVENT_REASONS).nullable(),
  status: z.enum(EVENT_STATUSES),
  appointmentTime: epochMs.nullable(),
  checkInTime: epochMs,
  checkOutTime: epochMs.nullable(),
  freeTimeMinutes: z.number().int(),
  createdAt: epochMs,
  timezone: z.string().describe("The stop's IANA time zone: its facility's, else the company's"),
  durationMinutes: z.number(),
  billable: z.boolean(),
  billableMinutes: z.number(),
  amountCents: z.number().int(),
  minutesUntilBillable: z.number().nullable(),
  /** When the stop's price was stored (completed or claimed); null while it follows today's policy. */
  pricedAt: epochMs.nullable(),
  /** Still under way past the company's open-stop limit: its figures stop at the limit. */
  stale: z.boolean(),
});

export const eventPageSchema = z.object({ data: z.array(eventSummarySchema), nextCursor: z.string().nullable() });
/** The JSON export: every event of the range in the list shape. */
export const exportJsonSchema = z.object({ events: z.array(eventSummarySchema) });
export const eventBodySchema = z.object({ event: eventSummarySchema });
export const checkOutAnswerSchema = z.object({
  id: z.string(),
  status: z.literal('completed'),
  checkOutTime: epochMs,
});

export const documentViewSchema = z.object({
  id: z.string(),
  eventId: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  category: z.enum(Object.keys(CATEGORY_LABELS) as [DocumentView['category'], ...DocumentView['category'][]]),
  metadata: z.object({ size: z.number(), lastModified: z.number(), tags: z.array(z.string()).optional() }),
  status: z.enum(['active', 'archived']),
  archivedAt: epochMs.nullable(),
  createdAt: epochMs,
  url: z.string(),
});
export const documentListSchema = z.object({ documents: z.array(documentViewSchema) });

const calendarDay = z.string().describe('A local calendar date, YYYY-MM-DD');

/** GET /api/v1/reports/trends: one row per bucket of the range, quiet ones as zero (docs/product.md#reports names). */
export const trendSchema = z.object({
  interval: z.enum(TREND_INTERVALS),
  from: calendarDay,
  to: calendarDay,
  rows: z.array(
    z.object({
      period: calendarDay.describe("The bucket's first day"),
      total_hours: z.number(),
      event_count: z.number().int(),
    }),
  ),
});

/** GET /api/v1/reports/facilities: the /reports screen's facility scorecard. */
export const facilityCardSchema = z.object({
  from: calendarDay,
  to: calendarDay,
  facilities: z.array(
    z.object({
      facilityId: z.string().nullable(),
      name: z.string(),
      events: z.number().int(),
      avgWaitMinutes: z.number(),
      p90WaitMinutes: z.number(),
      billableShare: z.number().describe('Share of the stops that were billable, 0 to 1'),
      detentionCents: z.number().int(),
    }),
  ),
});

/** GET /api/v1/reports/customers: the /reports screen's customer scorecard. */
export const customerCardSchema = z.object({
  from: calendarDay,
  to: calendarDay,
  customers: z.array(
    z.object({
      customerId: z.string().nullable(),
      name: z.string(),
      claims: z.number().int(),
      claimedCents: z.number().int(),
      paidCents: z.number().int(),
      disputedCents: z.number().int(),
      paidClaims: z.number().int(),
      disputeRate: z.number().min(0).max(1),
      avgDaysToPay: z.number().nullable(),
    }),
  ),
});

/** The one error shape of every refusal, a component of the document (`#/components/schemas/Error`). */
export const errorSchema = zo
  .object({ error: zo.object({ code: zo.string(), message: zo.string(), details: zo.unknown().optional() }) })
  .openapi('Error');

/** A path's id. */
export const idParamSchema = z.object({ id: z.string().describe('The id, as an earlier answer gave it') });

/** Compile-time proof that the documented shapes are the shapes the handlers return. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const proofs: [
  Same<z.infer<typeof eventSummarySchema>, EventSummary>,
  Same<z.infer<typeof documentViewSchema>, DocumentView>,
  Same<z.infer<typeof trendSchema>, Awaited<ReturnType<typeof trendOfRange>>>,
  Same<z.infer<typeof facilityCardSchema>, FacilityCard>,
  Same<z.infer<typeof customerCardSchema>, CustomerCard>,
] = [true, true, true, true, true];
void proofs;
