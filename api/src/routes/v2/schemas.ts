/**
 * The named shapes of /api/v2, each a component of its OpenAPI document (`#/components/schemas/<Name>`): one
 * envelope (`{ data }`, lists `{ data, nextCursor }`), camelCase, instants as ISO 8601 timestamps with their
 * offset (UTC, `Z`), calendar days as YYYY-MM-DD. Each is checked against the serializer it documents.
 */
import { MAX_PAGE_SIZE } from '@dwell/core/paging';
import { timestampQuery } from '@dwell/core/schemas/dates';
import { reportQuerySchema, trendQuerySchema } from '@dwell/core/schemas/reports';
import { TREND_INTERVALS } from '@dwell/core/report-periods';
import { listQuerySchema } from '@dwell/core/schemas/documents';
import { z } from '@hono/zod-openapi';
import {
  customerCardSchema,
  documentViewSchema,
  eventFilterSchema,
  eventSummarySchema,
  facilityCardSchema,
} from '../v1/schemas.ts';
import type { V2Document, V2Event } from './shapes.ts';

const instant = z.string().describe('An instant: ISO 8601 / RFC 3339 with its offset, e.g. 2026-01-01T14:30:00.000Z');
const calendarDay = z.string().describe('A calendar date, YYYY-MM-DD');

/** The paging of every list: a page size and the cursor of the previous page. */
const paging = {
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50).describe('Items per page, 1 to 100'),
  cursor: z
    .string()
    .max(512)
    .optional()
    .describe('`nextCursor` of the previous page; valid only with the same filters'),
};

/**
 * Incremental sync: only the records changed at or after this instant (created, edited, checked out,
 * cancelled, archived), oldest change first. Keep the greatest `updatedAt` you stored and pass it next time.
 */
const updatedSince = timestampQuery('updatedSince').describe(
  'Only records changed at or after this instant (ISO 8601 or epoch ms), oldest change first',
);

export const v2EventListQuerySchema = eventFilterSchema.extend({ ...paging, updatedSince });
export const v2DocumentListQuerySchema = listQuerySchema
  .pick({ eventId: true, category: true, status: true, q: true })
  .extend({ ...paging, updatedSince });
export const v2TrendQuerySchema = trendQuerySchema.extend(paging);
export const v2ReportQuerySchema = reportQuerySchema.extend(paging);

/** The v1 event with its instants as timestamps and when it last changed: one list of fields for both. */
export const eventSchema = eventSummarySchema
  .extend({
    appointmentTime: instant.nullable(),
    checkInTime: instant,
    checkOutTime: instant.nullable(),
    createdAt: instant,
    updatedAt: instant.describe('When anything of the stop last changed'),
    pricedAt: instant.nullable().describe("When the stop's price was stored; null while it follows today's policy"),
  })
  .openapi('Event');

export const documentSchema = documentViewSchema
  .extend({
    metadata: documentViewSchema.shape.metadata.extend({ lastModified: instant }),
    archivedAt: instant.nullable(),
    createdAt: instant,
    updatedAt: instant,
    url: z.string().describe('Where GET downloads the file with the same key'),
  })
  .openapi('Document');

/** A row of the trends chart, with its interval (v1's total_hours and event_count, camelCase). */
export const trendRowSchema = z
  .object({
    interval: z.enum(TREND_INTERVALS),
    period: calendarDay.describe("The bucket's first day"),
    totalHours: z.number(),
    eventCount: z.number().int(),
  })
  .openapi('TrendRow');

/** The range a scorecard row covers. */
const range = { from: calendarDay, to: calendarDay };
export const facilityScoreSchema = facilityCardSchema.shape.facilities.element.extend(range).openapi('FacilityScore');
export const customerScoreSchema = customerCardSchema.shape.customers.element.extend(range).openapi('CustomerScore');

/** A record deleted: its id and when. A program that keeps a copy removes it. */
export const deletionSchema = z
  .object({ id: z.string().describe('The id of the deleted record'), deletedAt: instant })
  .openapi('Deletion');

/** GET …/deletions: deletions at or after `deletedSince` (from the beginning when absent), oldest first. */
export const v2DeletionQuerySchema = z.object({
  ...paging,
  deletedSince: timestampQuery('deletedSince').describe(
    'Only deletions at or after this instant (ISO 8601 or epoch ms); all kept deletions when absent',
  ),
});

/** `{ data: T }`: one record. */
const one = <T extends z.ZodType>(schema: T, name: string) => z.object({ data: schema }).openapi(name);
/** `{ data: T[], nextCursor }`: a page of a list; a null cursor is the last page. */
const page = <T extends z.ZodType>(schema: T, name: string) =>
  z
    .object({
      data: z.array(schema),
      nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
    })
    .openapi(name);

export const eventEnvelopeSchema = one(eventSchema, 'EventEnvelope');
export const eventPageSchema = page(eventSchema, 'EventPage');
/** An export file: every event of the filters, not paged (it streams). */
export const eventListSchema = z.object({ data: z.array(eventSchema) }).openapi('EventExport');
export const documentPageSchema = page(documentSchema, 'DocumentPage');
export const deletionPageSchema = page(deletionSchema, 'DeletionPage');
export const trendPageSchema = page(trendRowSchema, 'TrendPage');
export const facilityScorePageSchema = page(facilityScoreSchema, 'FacilityScorePage');
export const customerScorePageSchema = page(customerScoreSchema, 'CustomerScorePage');

/** Compile-time proof that the documented shapes are the shapes the serializers return. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const proofs: [Same<z.infer<typeof eventSchema>, V2Event>, Same<z.infer<typeof documentSchema>, V2Document>] = [
  true,
  true,
];
void proofs;
