import { VALIDATION } from '@dwell/core/messages';
import { createEventSchema, eventListQuerySchema } from '@dwell/core/schemas/events';
import { scopeQuerySchema } from '@dwell/core/schemas/reports';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { ownerScope, readableEvent, scopeOf } from '../../lib/events/access.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { csvResponse } from '../../lib/events/csv.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { idempotent } from '../../middleware/idempotency.ts';
import { eventActionRoutes } from './actions.ts';
import { createEvent } from './create.ts';
import { eventDetail } from './detail.ts';
import { eventsCsv } from './export.ts';
import { stopChanged } from './follow.ts';
import { activeEvents, companyDrivers, exportEvents, listEvents } from './queries/read.ts';
import { toSummary } from './serialize.ts';
import { eventTimesRoutes } from './times.ts';

/** Rows one CSV export may hold; the filters narrow anything bigger. */
export const EXPORT_LIMIT = 10_000;

/** Any member of a subscribed company: drivers see their own stops, everyone else the company's. */
const member = guard({ access: 'company', subscription: true });

/** Detention events: the list, the board, the export, logging a stop and one stop's detail. */
export const eventRoutes = new Hono<AppEnv>()
  .get('/', member, validate('query', eventListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { rows, total, policies } = await listEvents(c.var.db, c.var.companyId, query, ownerScope(c.var.actor));
    const now = Date.now();
    return c.json({
      events: rows.map((row) => toSummary(row, policies, now)),
      total,
      page: query.page,
      pageSize: query.pageSize,
      serverNow: now,
    });
  })
  .get('/export.csv', member, validate('query', eventListQuerySchema), async (c) => {
    const { db, companyId, actor } = c.var;
    const [rows, policies] = await Promise.all([
      exportEvents(db, companyId, c.req.valid('query'), ownerScope(actor), EXPORT_LIMIT),
      loadPolicies(db, companyId),
    ]);
    const now = Date.now();
    const day = new Date(now).toISOString().slice(0, 10);
    return csvResponse(eventsCsv(rows.map((row) => toSummary(row, policies, now))), `detention-events-${day}.csv`);
  })
  .get('/board', member, validate('query', scopeQuerySchema), async (c) => {
    const { db, companyId, actor } = c.var;
    // scope=mine: the signed-in user's own stops (the Active Events list of /carrier-dashboard).
    const [rows, policies] = await Promise.all([
      activeEvents(db, companyId, scopeOf(actor, c.req.valid('query').scope)),
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
  .get('/drivers', member, async (c) => {
    const rows = await companyDrivers(c.var.db, c.var.companyId, ownerScope(c.var.actor));
    return c.json({ drivers: rows.map((d) => ({ id: d.id, name: d.name?.trim() || d.email })) });
  })
  .post(
    '/',
    // Logging a stop while signed out says so in the form's own words.
    guard({ access: 'company', subscription: true, signedOut: VALIDATION.eventLoginRequired }),
    idempotent,
    validate('json', createEventSchema),
    async (c) => {
      const created = await createEvent(c.var.db, c.var.actor, c.req.valid('json'));
      stopChanged(c, created, ['created']);
      const policies = await loadPolicies(c.var.db, created.companyId);
      return c.json({ event: toSummary(created, policies, Date.now()) }, 201);
    },
  )
  .get('/:id', member, async (c) => {
    const event = await readableEvent(c.var.db, c.var.actor, c.req.param('id'));
    return c.json(await eventDetail(c.var.db, event, Date.now()));
  })
  .get('/:id/export.csv', member, async (c) => {
    const event = await readableEvent(c.var.db, c.var.actor, c.req.param('id'));
    const detail = await eventDetail(c.var.db, event, Date.now());
    return csvResponse(eventsCsv([detail.event]), `detention-event-${event.id}.csv`);
  })
  .route('/', eventActionRoutes)
  .route('/', eventTimesRoutes);
