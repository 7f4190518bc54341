import type { ApiScope } from '@dwell/core/schemas/api-keys';
import { listQuerySchema } from '@dwell/core/schemas/documents';
import { completeEventSchema, createEventSchema } from '@dwell/core/schemas/events';
import type { ZodObject, ZodType } from 'zod';
import {
  checkOutAnswerSchema,
  documentListSchema,
  eventBodySchema,
  eventPageSchema,
  exportJsonSchema,
  v1EventListQuerySchema,
  v1ExportQuerySchema,
} from './schemas.ts';
import { reportOperations } from './report-operations.ts';

/** One answer of an operation: JSON with a schema, files of other media types, or both (an export). */
export interface Answer {
  description: string;
  schema?: ZodType;
  media?: readonly string[];
}

/** One operation of /api/v1, as the OpenAPI document and the reference page describe it. */
export interface Operation {
  method: 'get' | 'post';
  /** Relative to /api/v1, OpenAPI style (`/events/{id}`). */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  scope: ApiScope;
  pathParams?: readonly string[];
  query?: ZodObject;
  body?: ZodType;
  headers?: readonly { name: string; description: string; required: boolean }[];
  answers: Record<number, Answer>;
}

/** Refusals every keyed operation may answer with (the error shape). */
export const COMMON_REFUSALS: Record<number, string> = {
  401: 'The key is missing, malformed, unknown or revoked, or a browser session cookie was sent.',
  403: "The key lacks the operation's scope, or the company's plan lacks API access.",
  413: 'The request body is over the size limit; it was refused before being read.',
  429: 'Too many requests with this key; Retry-After says when to try again.',
};

/** Every operation of /api/v1 (the reference of the OpenAPI document and of the test that checks answers). */
export const OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/events',
    operationId: 'listEvents',
    summary: 'List detention events',
    description:
      'Newest check-in first, `limit` per page. Pass `nextCursor` of an answer as `cursor` with the same filters for the next page; null means the last page.',
    scope: 'events:read',
    query: v1EventListQuerySchema,
    answers: {
      200: { description: 'A page of events', schema: eventPageSchema },
      400: { description: 'Invalid filter or a cursor that was not issued for these filters' },
    },
  },
  {
    method: 'post',
    path: '/events',
    operationId: 'createEvent',
    summary: 'Log a detention event',
    description:
      "Without checkOutTime the stop is open (active). Send an Idempotency-Key to make retries safe: the same key and body answer the first result again; the same key with another body answers 409. An open stop whose check-in lies beyond the company's open-stop limit (72 hours unless changed) is refused (400); beyond its confirmation age (24 hours unless changed) it needs confirmOldCheckIn: true (else 422).",
    scope: 'events:write',
    body: createEventSchema,
    headers: [
      { name: 'Idempotency-Key', description: '1 to 255 visible ASCII characters, kept 24 hours', required: false },
    ],
    answers: {
      201: { description: 'The created event', schema: eventBodySchema },
      400: { description: 'Invalid event, or an open stop checked in beyond the open-stop limit' },
      409: { description: 'Idempotency-Key reused with a different body, or still in progress' },
      422: { description: 'An open stop checked in beyond the confirmation age, sent without confirmOldCheckIn' },
    },
  },
  {
    method: 'get',
    path: '/events/export',
    operationId: 'exportEvents',
    summary: 'Export events as CSV or JSON',
    description:
      'Every event matching the filters (from/to bound the check-in time, epoch ms), streamed page by page; JSON is `{"events":[…]}` of the list shape.',
    scope: 'events:read',
    query: v1ExportQuerySchema,
    answers: {
      200: {
        description: 'The export file: CSV, or JSON in the list shape',
        schema: exportJsonSchema,
        media: ['text/csv'],
      },
      400: { description: 'Invalid filter' },
    },
  },
  {
    method: 'get',
    path: '/events/{id}',
    operationId: 'getEvent',
    summary: 'Get one detention event',
    scope: 'events:read',
    pathParams: ['id'],
    answers: {
      200: { description: 'The event', schema: eventBodySchema },
      404: { description: "No such event in the key's company" },
    },
  },
  {
    method: 'post',
    path: '/events/{id}/check-out',
    operationId: 'checkOutEvent',
    summary: 'Check out an active event',
    description:
      'Ends the stop at checkOutTime, now when omitted. The answer echoes the time as stored: whole milliseconds, so a fractional time is refused.',
    scope: 'events:write',
    pathParams: ['id'],
    body: completeEventSchema,
    answers: {
      200: { description: 'The event is completed', schema: checkOutAnswerSchema },
      400: { description: 'Check-out before check-in or in the future' },
      404: { description: "No such event in the key's company" },
      409: { description: 'The event is not active' },
    },
  },
  {
    method: 'get',
    path: '/documents',
    operationId: 'listDocuments',
    summary: 'List evidence documents',
    scope: 'documents:read',
    query: listQuerySchema,
    answers: {
      200: { description: 'The documents', schema: documentListSchema },
      400: { description: 'Invalid filter' },
      404: { description: "eventId names no event of the key's company" },
    },
  },
  {
    method: 'get',
    path: '/documents/{id}/download',
    operationId: 'downloadDocument',
    summary: 'Download a document',
    scope: 'documents:read',
    pathParams: ['id'],
    answers: {
      200: { description: 'The file', media: ['application/pdf', 'image/png', 'image/jpeg'] },
      404: { description: "No such document in the key's company" },
    },
  },
  ...reportOperations(),
];
