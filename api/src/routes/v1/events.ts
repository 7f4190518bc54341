import { completeEventSchema, createEventSchema } from '@dwell/core/schemas/events';
import type { Actor, Db } from '../../env.ts';
import { decodeCursor, encodeCursor } from '../../lib/api-keys/cursor.ts';
import { EVENT_NOT_FOUND, ownerScope, readableEvent, writableEvent } from '../../lib/events/access.ts';
import { stopChanged } from '../events/follow.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { notFound } from '../../lib/errors.ts';
import { createEvent } from '../events/create.ts';
import { completeEvent } from '../events/lifecycle.ts';
import { toSummary } from '../events/serialize.ts';
import { keyedRoute, refusal, keyedRouter } from './declare.ts';
import { CREATE_EVENT_EXAMPLE, EVENT_EXAMPLE } from './examples.ts';
import { exportAnswer } from './export.ts';
import { eventRow, eventsAfter } from './queries.ts';
import {
  checkOutAnswerSchema,
  eventBodySchema,
  eventPageSchema,
  exportJsonSchema,
  idParamSchema,
  v1EventListQuerySchema,
  v1ExportQuerySchema,
} from './schemas.ts';

const json = <S>(schema: S, example?: unknown) => ({ 'application/json': { schema, ...(example ? { example } : {}) } });
const noEvent = refusal("No such event in the key's company");
const tags = ['Events'];

const listEvents = keyedRoute(
  { scope: 'events:read' },
  {
    method: 'get',
    path: '/',
    tags,
    operationId: 'listEvents',
    summary: 'List detention events',
    description:
      'Newest check-in first, `limit` per page. Pass `nextCursor` of an answer as `cursor` with the same filters for the next page; null means the last page.',
    request: { query: v1EventListQuerySchema },
    responses: {
      200: {
        description: 'A page of events',
        content: json(eventPageSchema, { data: [EVENT_EXAMPLE], nextCursor: null }),
      },
      400: refusal('Invalid filter or a cursor that was not issued for these filters'),
    },
  },
);

const createEventRoute = keyedRoute(
  { scope: 'events:write', idempotent: true },
  {
    method: 'post',
    path: '/',
    tags,
    operationId: 'createEvent',
    summary: 'Log a detention event',
    description:
      "Without checkOutTime the stop is open (active). Send an Idempotency-Key to make retries safe: the same key and body answer the first result again; the same key with another body answers 409. An open stop whose check-in lies beyond the company's open-stop limit (72 hours unless changed) is refused (400); beyond its confirmation age (24 hours unless changed) it needs confirmOldCheckIn: true (else 422).",
    request: { body: { required: true, content: json(createEventSchema, CREATE_EVENT_EXAMPLE) } },
    responses: {
      201: { description: 'The created event', content: json(eventBodySchema, { event: EVENT_EXAMPLE }) },
      400: refusal('Invalid event, or an open stop checked in beyond the open-stop limit'),
      409: refusal('Idempotency-Key reused with a different body, or still in progress'),
      422: refusal('An open stop checked in beyond the confirmation age, sent without confirmOldCheckIn'),
    },
  },
);

const exportEvents = keyedRoute(
  { scope: 'events:read' },
  {
    method: 'get',
    path: '/export',
    tags,
    operationId: 'exportEvents',
    summary: 'Export events as CSV or JSON',
    description:
      'Every event matching the filters (from/to bound the check-in time, epoch ms), streamed page by page; JSON is `{"events":[…]}` of the list shape.',
    request: { query: v1ExportQuerySchema },
    responses: {
      200: {
        description: 'The export file: CSV, or JSON in the list shape',
        content: { ...json(exportJsonSchema), 'text/csv': { schema: { type: 'string' as const } } },
      },
      400: refusal('Invalid filter'),
    },
  },
);

const getEvent = keyedRoute(
  { scope: 'events:read' },
  {
    method: 'get',
    path: '/{id}',
    tags,
    operationId: 'getEvent',
    summary: 'Get one detention event',
    request: { params: idParamSchema },
    responses: {
      200: { description: 'The event', content: json(eventBodySchema, { event: EVENT_EXAMPLE }) },
      404: noEvent,
    },
  },
);

const checkOutEvent = keyedRoute(
  { scope: 'events:write', idempotent: true },
  {
    method: 'post',
    path: '/{id}/check-out',
    tags,
    operationId: 'checkOutEvent',
    summary: 'Check out an active event',
    description:
      'Ends the stop at checkOutTime, now when omitted. The answer echoes the time as stored: whole milliseconds, so a fractional time is refused.',
    request: {
      params: idParamSchema,
      body: { required: true, content: json(completeEventSchema, { checkOutTime: 1767270600000 }) },
    },
    responses: {
      200: {
        description: 'The event is completed',
        content: json(checkOutAnswerSchema, { id: EVENT_EXAMPLE.id, status: 'completed', checkOutTime: 1767270600000 }),
      },
      400: refusal('Check-out before check-in or in the future'),
      404: noEvent,
      409: refusal('The event is not active'),
    },
  },
);

/** The event of the answers: the list's row shape with its billing, priced now. */
async function eventAnswer(db: Db, actor: Actor, id: string) {
  const [row, policies] = await Promise.all([eventRow(db, actor.companyId, id), loadPolicies(db, actor.companyId)]);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return { event: toSummary(row, policies, Date.now()) };
}

/** Detention events for programs: the app's own queries, schemas and serialization behind an API key. */
export const v1EventRoutes = keyedRouter()
  .openapi(listEvents, async (c) => {
    const { limit, cursor, ...filters } = c.req.valid('query');
    const { db, companyId, actor } = c.var;
    const after = cursor === undefined ? null : decodeCursor(cursor, filters);
    const [rows, policies] = await Promise.all([
      eventsAfter(db, companyId, filters, ownerScope(actor), after, limit + 1),
      loadPolicies(db, companyId),
    ]);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > limit && last ? encodeCursor({ t: last.checkInTime.getTime(), id: last.id }, filters) : null;
    const now = Date.now();
    return c.json({ data: page.map((row) => toSummary(row, policies, now)), nextCursor }, 200);
  })
  .openapi(exportEvents, async (c) => exportAnswer(c.var.db, c.var.actor, c.req.valid('query')))
  .openapi(getEvent, async (c) => {
    const event = await readableEvent(c.var.db, c.var.actor, c.req.valid('param').id);
    return c.json(await eventAnswer(c.var.db, c.var.actor, event.id), 200);
  })
  .openapi(createEventRoute, async (c) => {
    const created = await createEvent(c.var.db, c.var.actor, c.req.valid('json'));
    stopChanged(c, created, ['created']);
    const policies = await loadPolicies(c.var.db, created.companyId);
    return c.json({ event: toSummary(created, policies, Date.now()) }, 201);
  })
  .openapi(checkOutEvent, async (c) => {
    const { db, actor, apiKey } = c.var;
    const event = await writableEvent(db, actor, c.req.valid('param').id);
    const details = { via: 'api_key', keyId: apiKey.id };
    const stored = await completeEvent(db, actor, event, c.req.valid('json').checkOutTime, details);
    stopChanged(c, event, ['checked_out']);
    return c.json({ id: event.id, status: 'completed' as const, checkOutTime: stored }, 200);
  });
