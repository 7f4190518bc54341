import { VALIDATION } from '@dwell/core/messages';
import { createEventSchema, eventListQuerySchema } from '@dwell/core/schemas/events';
import { scopeQuerySchema } from '@dwell/core/schemas/reports';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { companyOf, ownerScope, readableEvent, scopeOf } from '../../lib/events/access.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { readSessionCookie } from '../../lib/cookies.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { idempotent } from '../../middleware/idempotency.ts';
import { requireAuth, requireCompany, requireSubscription } from '../../middleware/session.ts';
import { eventActionRoutes } from './actions.ts';
import { createEvent } from './create.ts';
import { eventDetail } from './detail.ts';
import { eventsCsv } from './export.ts';
import { activeEvents, companyDrivers, exportEvents, listEvents } from './queries.ts';
import { toSummary } from './serialize.ts';

/** Rows one CSV export may hold; the filters narrow anything bigger. */
export const EXPORT_LIMIT = 10_000;

const csv = (body: string, name: string) =>
  new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });

/** Detention events (SPEC §2.10–2.12): drivers see their own, everyone else the company's. */
export const eventRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    // SPEC §5: logging a stop while signed out says so in the form's own words.
    if (c.req.method === 'POST' && c.req.path.replace(/\/$/, '') === '/api/events' && !readSessionCookie(c)) {
      throw new ApiError(401, 'unauthenticated', VALIDATION.eventLoginRequired);
    }
    await next();
  })
  .use(requireAuth, requireCompany, requireSubscription)
  .get('/', validate('query', eventListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const db = c.get('db');
    const companyId = companyOf(c);
    const { rows, total, policies } = await listEvents(db, companyId, query, ownerScope(c));
    const now = Date.now();
    return c.json({
      events: rows.map((row) => toSummary(row, policies, now)),
      total,
      page: query.page,
      pageSize: query.pageSize,
      serverNow: now,
    });
  })
  .get('/export.csv', validate('query', eventListQuerySchema), async (c) => {
    const db = c.get('db');
    const companyId = companyOf(c);
    const [rows, policies] = await Promise.all([
      exportEvents(db, companyId, c.req.valid('query'), ownerScope(c), EXPORT_LIMIT),
      loadPolicies(db, companyId),
    ]);
    const now = Date.now();
    const day = new Date(now).toISOString().slice(0, 10);
    return csv(eventsCsv(rows.map((row) => toSummary(row, policies, now))), `detention-events-${day}.csv`);
  })
  .get('/board', validate('query', scopeQuerySchema), async (c) => {
    const db = c.get('db');
    const companyId = companyOf(c);
    // scope=mine: the signed-in user's own stops (the Active Events list of /carrier-dashboard).
    const [rows, policies] = await Promise.all([
      activeEvents(db, companyId, scopeOf(c, c.req.valid('query').scope)),
      loadPolicies(db, companyId),
    ]);
    const now = Date.now();
    // Closest to billing first; a forfeited stop (never billable) goes last.
    const events = rows
      .map((row) => toSummary(row, policies, now))
      .sort(
        (a, b) =>
          (a.minutesUntilBillable ?? Number.MAX_SAFE_INTEGER) - (b.minutesUntilBillable ?? Number.MAX_SAFE_INTEGER),
      );
    return c.json({ events, serverNow: now });
  })
  .get('/drivers', async (c) => {
    const rows = await companyDrivers(c.get('db'), companyOf(c), ownerScope(c));
    return c.json({ drivers: rows.map((d) => ({ id: d.id, name: d.name?.trim() || d.email })) });
  })
  .post('/', idempotent, validate('json', createEventSchema), async (c) => {
    const created = await createEvent(c, c.req.valid('json'));
    const policies = await loadPolicies(c.get('db'), created.companyId);
    return c.json({ event: toSummary(created, policies, Date.now()) }, 201);
  })
  .get('/:id', async (c) => {
    const event = await readableEvent(c, c.req.param('id'));
    return c.json(await eventDetail(c.get('db'), event, Date.now()));
  })
  .get('/:id/export.csv', async (c) => {
    const event = await readableEvent(c, c.req.param('id'));
    const detail = await eventDetail(c.get('db'), event, Date.now());
    return csv(eventsCsv([detail.event]), `detention-event-${event.id}.csv`);
  })
  .route('/', eventActionRoutes);
