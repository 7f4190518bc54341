import { rangeWindow, windowDays } from '@dwell/core/report-periods';
import { reportQuerySchema } from '@dwell/core/schemas/reports';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { customerCard, customerCardCsv, facilityCard, facilityCardCsv, facilityReport } from './scorecards.ts';

/** The /reports screen: carrier admins of a subscribed company whose plan has basicReports. */
const reporters = guard({ access: ['carrier_admin'], subscription: true, feature: 'basicReports' });

/** The /reports screen's totals and scorecards, and their CSV exports. */
export const reportRoutes = new Hono<AppEnv>()
  .get('/summary', reporters, validate('query', reportQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const zone = c.var.actor.timezone;
    const w = rangeWindow(q.range, Date.now(), zone, q.from, q.to);
    const report = await facilityReport(c.var.db, c.var.companyId, w, { from: w.previousFrom, to: w.previousTo });
    return c.json({
      range: q.range,
      ...windowDays(w, zone),
      ...report.totals,
      previousEvents: report.previousEvents,
    });
  })
  .get('/facilities', reporters, validate('query', reportQuerySchema), async (c) =>
    c.json(await facilityCard(c.var.db, c.var.companyId, c.req.valid('query'), c.var.actor.timezone)),
  )
  .get('/facilities.csv', reporters, validate('query', reportQuerySchema), async (c) =>
    facilityCardCsv(await facilityCard(c.var.db, c.var.companyId, c.req.valid('query'), c.var.actor.timezone)),
  )
  .get('/customers', reporters, validate('query', reportQuerySchema), async (c) =>
    c.json(await customerCard(c.var.db, c.var.companyId, c.req.valid('query'), c.var.actor.timezone)),
  )
  .get('/customers.csv', reporters, validate('query', reportQuerySchema), async (c) =>
    customerCardCsv(await customerCard(c.var.db, c.var.companyId, c.req.valid('query'), c.var.actor.timezone)),
  );
