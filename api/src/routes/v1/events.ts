import {
  completeEventSchema,
  createEventSchema,
  FUTURE_TOLERANCE_MS,
  EVENT_MESSAGES,
} from '@dwell/core/schemas/events';
import { VALIDATION } from '@dwell/core/messages';
import { Hono } from 'hono';
import { idempotent } from '../../middleware/idempotency.ts';
import type { AppEnv } from '../../env.ts';
import { decodeCursor, encodeCursor } from '../../lib/api-keys/cursor.ts';
import { companyOf, EVENT_NOT_FOUND, ownerScope, readableEvent, writableEvent } from '../../lib/events/access.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { requireApiKey, requireScope } from '../../middleware/api-key.ts';
import { endEvent } from '../events/actions.ts';
import { createEvent } from '../events/create.ts';
import { toSummary } from '../events/serialize.ts';
import { exportStream } from './export.ts';
import { eventRow, eventsAfter } from './queries.ts';
import { v1EventListQuerySchema, v1ExportQuerySchema } from './schemas.ts';

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' } as const;

/** Detention events for programs: the app's own queries, schemas and serialization behind an API key. */
export const v1EventRoutes = new Hono<AppEnv>()
  .use(requireApiKey)
  .get('/', requireScope('events:read'), validate('query', v1EventListQuerySchema), async (c) => {
    const { limit, cursor, ...filters } = c.req.valid('query');
    const db = c.get('db');
    const companyId = companyOf(c);
    const after = cursor === undefined ? null : decodeCursor(cursor, filters);
    const [rows, policies] = await Promise.all([
      eventsAfter(db, companyId, filters, ownerScope(c), after, limit + 1),
      loadPolicies(db, companyId),
    ]);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > limit && last ? encodeCursor({ t: last.checkInTime.getTime(), id: last.id }, filters) : null;
    const now = Date.now();
    return c.json({ data: page.map((row) => toSummary(row, policies, now)), nextCursor });
  })
  .get('/export', requireScope('events:read'), validate('query', v1ExportQuerySchema), async (c) => {
    const { format, ...filters } = c.req.valid('query');
    const db = c.get('db');
    const companyId = companyOf(c);
    const now = Date.now();
    const stream = exportStream({
      db,
      companyId,
      ownerId: ownerScope(c),
      filters,
      policies: await loadPolicies(db, companyId),
      format,
      now,
    });
    const day = new Date(now).toISOString().slice(0, 10);
    return c.body(stream, 200, {
      'content-type': CONTENT_TYPES[format],
      'content-disposition': `attachment; filename="detention-events-${day}.${format}"`,
      'cache-control': 'no-store',
    });
  })
  .get('/:id', requireScope('events:read'), async (c) => {
    const event = await readableEvent(c, c.req.param('id'));
    const db = c.get('db');
    const [row, policies] = await Promise.all([
      eventRow(db, event.companyId, event.id),
      loadPolicies(db, event.companyId),
    ]);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return c.json({ event: toSummary(row, policies, Date.now()) });
  })
  .post('/', requireScope('events:write'), idempotent, validate('json', createEventSchema), async (c) => {
    const created = await createEvent(c, c.req.valid('json'));
    const policies = await loadPolicies(c.get('db'), created.companyId);
    return c.json({ event: toSummary(created, policies, Date.now()) }, 201);
  })
  .post(
    '/:id/check-out',
    requireScope('events:write'),
    idempotent,
    validate('json', completeEventSchema),
    async (c) => {
      const event = await writableEvent(c, c.req.param('id'));
      if (event.status !== 'active') throw new ApiError(409, 'not_active', EVENT_MESSAGES.notActive);
      const now = Date.now();
      const checkOut = c.req.valid('json').checkOutTime ?? now;
      if (checkOut <= event.checkInTime.getTime()) {
        throw new ApiError(400, 'validation_failed', VALIDATION.eventEndBeforeStart);
      }
      if (checkOut > now + FUTURE_TOLERANCE_MS)
        throw new ApiError(400, 'validation_failed', EVENT_MESSAGES.endInFuture);
      const stored = await endEvent(c, event, 'completed', checkOut, { via: 'api_key', keyId: c.get('apiKey').id });
      return c.json({ id: event.id, status: 'completed' as const, checkOutTime: stored });
    },
  );
