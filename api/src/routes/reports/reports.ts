import { rangeWindow, windowDays } from '@dwell/core/report-periods';
import { reportQuerySchema } from '@dwell/core/schemas/reports';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { companyOf, companyZone } from '../../lib/events/access.ts';
import { validate } from '../../lib/validate.ts';
import { customerCard, customerCardCsv, facilityCard, facilityCardCsv, facilityReport } from './scorecards.ts';

/** The /reports screen's totals and scorecards, and their CSV exports (mounted behind the role gate). */
export const reportRoutes = new Hono<AppEnv>()
  .get('/summary', validate('query', reportQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const zone = companyZone(c);
    const w = rangeWindow(q.range, Date.now(), zone, q.from, q.to);
    const report = await facilityReport(c.get('db'), companyOf(c), w, { from: w.previousFrom, to: w.previousTo });
    return c.json({
      range: q.range,
      ...windowDays(w, zone),
      ...report.totals,
      previousEvents: report.previousEvents,
    });
  })
  .get('/facilities', validate('query', reportQuerySchema), async (c) =>
    c.json(await facilityCard(c.get('db'), companyOf(c), c.req.valid('query'), companyZone(c))),
  )
  .get('/facilities.csv', validate('query', reportQuerySchema), async (c) =>
    facilityCardCsv(await facilityCard(c.get('db'), companyOf(c), c.req.valid('query'), companyZone(c))),
  )
  .get('/customers', validate('query', reportQuerySchema), async (c) =>
    c.json(await customerCard(c.get('db'), companyOf(c), c.req.valid('query'), companyZone(c))),
  )
  .get('/customers.csv', validate('query', reportQuerySchema), async (c) =>
    customerCardCsv(await customerCard(c.get('db'), companyOf(c), c.req.valid('query'), companyZone(c))),
  );
