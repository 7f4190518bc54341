import { reportQuerySchema, trendQuerySchema } from '@dwell/core/schemas/reports';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { companyOf, companyZone, scopeOf } from '../../lib/events/access.ts';
import { validate } from '../../lib/validate.ts';
import { requireApiKey, requireScope } from '../../middleware/api-key.ts';
import { requireFeature, requireRole } from '../../middleware/session.ts';
import { customerCard, customerCardCsv, facilityCard, facilityCardCsv } from '../reports/scorecards.ts';
import { trendOfRange, trendsCsv } from '../reports/trends.ts';

/**
 * Reports for programs: the trends chart and the /reports screen's scorecards, computed by the app's own
 * functions. The key acts as its creator, so the browser's gates apply as they would to that person (the
 * scorecards are the carrier admin's, as on the /reports screen).
 */
export const v1ReportRoutes = new Hono<AppEnv>()
  .use(requireApiKey, requireScope('reports:read'))
  .get('/trends', requireFeature('advancedReports'), validate('query', trendQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return c.json(await trendOfRange(c.get('db'), companyOf(c), scopeOf(c, q.scope), q, companyZone(c)));
  })
  .get('/trends.csv', requireFeature('advancedReports'), validate('query', trendQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return trendsCsv(await trendOfRange(c.get('db'), companyOf(c), scopeOf(c, q.scope), q, companyZone(c)));
  })
  .use(requireRole('admin', 'carrier_admin'), requireFeature('basicReports'))
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
