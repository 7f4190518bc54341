import { completeEventSchema, createEventSchema } from '@dwell/core/schemas/events';
import type { Actor, Db } from '../../env.ts';
import { EVENT_NOT_FOUND, ownerScope, readableEvent, writableEvent } from '../../lib/events/access.ts';
import { stopChanged } from '../events/follow.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { notFound } from '../../lib/errors.ts';
import { createEvent } from '../events/create.ts';
import { completeEvent } from '../events/lifecycle.ts';
import { keyedRoute, keyedRouter, refusal } from '../v1/declare.ts';
import { CREATE_EVENT_EXAMPLE } from '../v1/examples.ts';
import { eventsAfter, positionOf } from '../v1/queries.ts';
import { exportAnswer } from '../v1/export.ts';
import { idParamSchema, v1ExportQuerySchema } from '../v1/schemas.ts';
import { listingOf, pageOf, positionAfter } from './paging.ts';
import { eventEnvelopeSchema, eventListSchema, eventPageSchema, v2EventListQuerySchema } from './schemas.ts';
import { toV2Event, v2EventById } from './shapes.ts';

const json = <S>(schema: S) => ({ 'application/json': { schema } });
const noEvent = refusal("No such event in the key's company");
const tags = ['Events'];
const location = { Location: { description: 'The address of the created event', schema: { type: 'string' as const } } };

const listEvents = keyedRoute(
  { scope: 'events:read' },
  {
    method: 'get',
    path: '/',
    tags,
    operationId: 'listEvents',
    summary: 'List detention events',
    description:
      'Newest check-in first, `limit` per page; pass `nextCursor` as `cursor` with the same filters for the next page. With `updatedSince` the events changed at or after that instant (logged, edited, checked out, cancelled, repriced) come oldest change first: store the greatest `updatedAt` you received and pass it next time to stay in sync.',
    request: { query: v2EventListQuerySchema },
    responses: {
      200: { description: 'A page of events', content: json(eventPageSchema) },
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
      "Without checkOutTime the stop is open (active). Times are ISO 8601 with an offset (epoch ms is accepted too). Send an Idempotency-Key to make retries safe: the same key and the same JSON value (spacing and key order aside) answer the first result again; another body under the key answers 409. An open stop whose check-in lies beyond the company's open-stop limit is refused (400); beyond its confirmation age it needs confirmOldCheckIn: true (else 422).",
    request: {
      body: {
        required: true,
        content: {
          'application/json': {
            schema: createEventSchema,
            example: { ...CREATE_EVENT_EXAMPLE, checkInTime: '2026-01-01T08:50:00.000Z' },
          },
        },
      },
    },
    responses: {
      201: { description: 'The created event', headers: location, content: json(eventEnvelopeSchema) },
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
      'Every event matching the filters (from/to bound the check-in time), streamed page by page as one file; JSON is `{"data":[…]}` of the Event shape.',
    request: { query: v1ExportQuerySchema },
    responses: {
      200: {
        description: 'The export file: CSV, or JSON with every Event',
        content: { ...json(eventListSchema), 'text/csv': { schema: { type: 'string' as const } } },
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
    responses: { 200: { description: 'The event', content: json(eventEnvelopeSchema) }, 404: noEvent },
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
    description: 'Ends the stop at checkOutTime, now when omitted. Answers the event as stored.',
    request: {
      params: idParamSchema,
      body: { required: true, content: { 'application/json': { schema: completeEventSchema } } },
    },
    responses: {
      200: { description: 'The completed event', content: json(eventEnvelopeSchema) },
      400: refusal('Check-out before check-in or in the future'),
      404: noEvent,
      409: refusal('The event is not active'),
    },
  },
);

/** The event of an answer, priced now. */
async function eventData(db: Db, actor: Actor, id: string) {
  const event = await v2EventById(db, actor.companyId, id);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return { data: event };
}

/** Detention events for programs: the app's own queries and rules, in the v2 shape. */
export const v2EventRoutes = keyedRouter()
  .openapi(listEvents, async (c) => {
    const { limit, cursor, updatedSince, ...rest } = c.req.valid('query');
    const { db, companyId, actor } = c.var;
    // The cursor is tied to every filter, the sync instant included.
    const filters = updatedSince === undefined ? rest : { ...rest, updatedSince };
    const listing = listingOf(updatedSince);
    const after = positionAfter(cursor, filters);
    const [rows, policies] = await Promise.all([
      eventsAfter(db, companyId, rest, ownerScope(actor), after, limit + 1, listing),
      loadPolicies(db, companyId),
    ]);
    const { page, nextCursor } = pageOf(rows, limit, filters, (row) => positionOf(listing, row, row.checkInTime));
    const now = Date.now();
    return c.json({ data: page.map((row) => toV2Event(row, policies, now)), nextCursor }, 200);
  })
  .openapi(exportEvents, async (c) =>
    exportAnswer(c.var.db, c.var.actor, c.req.valid('query'), { key: 'data', item: toV2Event }),
  )
  .openapi(getEvent, async (c) => {
    const event = await readableEvent(c.var.db, c.var.actor, c.req.valid('param').id);
    return c.json(await eventData(c.var.db, c.var.actor, event.id), 200);
  })
  .openapi(createEventRoute, async (c) => {
    const created = await createEvent(c.var.db, c.var.actor, c.req.valid('json'));
    stopChanged(c, created, ['created']);
    c.header('Location', `/api/v2/events/${created.id}`);
    return c.json(await eventData(c.var.db, c.var.actor, created.id), 201);
  })
  .openapi(checkOutEvent, async (c) => {
    const { db, actor, apiKey } = c.var;
    const event = await writableEvent(db, actor, c.req.valid('param').id);
    await completeEvent(db, actor, event, c.req.valid('json').checkOutTime, { via: 'api_key', keyId: apiKey.id });
    stopChanged(c, event, ['checked_out']);
    return c.json(await eventData(db, actor, event.id), 200);
  });
