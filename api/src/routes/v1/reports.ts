import { reportQuerySchema, trendQuerySchema } from '@dwell/core/schemas/reports';
import { scopeOf } from '../../lib/events/access.ts';
import { customerCard, customerCardCsv, facilityCard, facilityCardCsv } from '../reports/scorecards.ts';
import { trendOfRange, trendsCsv } from '../reports/trends.ts';
import { keyedRoute, refusal, keyedRouter } from './declare.ts';
import { customerCardSchema, facilityCardSchema, trendSchema } from './schemas.ts';

const RANGE =
  "`range` is last_7_days, last_30_days (default), last_90_days, this_year or custom with `from` and `to` (YYYY-MM-DD, at most a year). Days, weeks and months are those of the company's time zone (Company settings), daylight-saving changes included.";
const SCORECARD_ROLE = "The key's creator must still be a carrier admin (403 otherwise), as on the Reports screen.";
const tags = ['Reports'];

/** What a report's two operations share: its name, words and how it is described as JSON or CSV. */
function described<const N extends string>(name: N, id: string, summary: string, description: string) {
  const base = { tags, method: 'get', description } as const;
  return {
    json: { ...base, path: `/${name}` as `/${N}`, operationId: `get${id}`, summary },
    csv: { ...base, path: `/${name}.csv` as `/${N}.csv`, operationId: `export${id}Csv`, summary: `${summary} as CSV` },
  };
}

const invalid = refusal('Invalid range or interval');
const csvFile = { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' as const } } } };
const report = <S>(schema: S) => ({ description: 'The report', content: { 'application/json': { schema } } });

const TRENDS = described(
  'trends',
  'Trends',
  'Detention hours and stops per day, week or month',
  `${RANGE} \`interval\` is day, week (default) or month; every bucket of the range is listed, quiet ones as zero. \`scope=mine\` limits it to the stops the key's creator logged.`,
);
const FACILITIES = described(
  'facilities',
  'FacilityScorecard',
  'Facility scorecard',
  `Per facility: stops, average and p90 wait, billable share and detention cost, costliest first. ${RANGE} ${SCORECARD_ROLE}`,
);
const CUSTOMERS = described(
  'customers',
  'CustomerScorecard',
  'Customer scorecard',
  `Per customer: claims raised in the range, amounts claimed, paid and disputed, and average days to pay. ${RANGE} ${SCORECARD_ROLE}`,
);

/** Each report's operation names and words, JSON and CSV, shared by every version. */
export const REPORT_WORDS = { trends: TRENDS, facilities: FACILITIES, customers: CUSTOMERS };

/** Trends need advancedReports; the scorecards are the Reports screen's: carrier admins with basicReports. */
export const TREND_GATE = { scope: 'reports:read', feature: 'advancedReports' } as const;
export const SCORECARD_GATE = { scope: 'reports:read', feature: 'basicReports', roles: ['carrier_admin'] } as const;
const trendQuery = { query: trendQuerySchema };
const reportQuery = { query: reportQuerySchema };

const trends = {
  json: keyedRoute(TREND_GATE, {
    ...TRENDS.json,
    request: trendQuery,
    responses: { 200: report(trendSchema), 400: invalid },
  }),
  csv: keyedRoute(TREND_GATE, { ...TRENDS.csv, request: trendQuery, responses: { 200: csvFile, 400: invalid } }),
};
const facilities = {
  json: keyedRoute(SCORECARD_GATE, {
    ...FACILITIES.json,
    request: reportQuery,
    responses: { 200: report(facilityCardSchema), 400: invalid },
  }),
  csv: keyedRoute(SCORECARD_GATE, {
    ...FACILITIES.csv,
    request: reportQuery,
    responses: { 200: csvFile, 400: invalid },
  }),
};
const customers = {
  json: keyedRoute(SCORECARD_GATE, {
    ...CUSTOMERS.json,
    request: reportQuery,
    responses: { 200: report(customerCardSchema), 400: invalid },
  }),
  csv: keyedRoute(SCORECARD_GATE, {
    ...CUSTOMERS.csv,
    request: reportQuery,
    responses: { 200: csvFile, 400: invalid },
  }),
};

/**
 * Reports for programs: the trends chart and the /reports screen's scorecards, computed by the app's own
 * functions. The key acts as its creator, so the browser's gates apply as they would to that person.
 */
/** The reports as CSV files: the same operations in every version. */
export const reportCsvRoutes = keyedRouter()
  .openapi(trends.csv, async (c) => {
    const { db, companyId, actor } = c.var;
    const q = c.req.valid('query');
    return trendsCsv(await trendOfRange(db, companyId, scopeOf(actor, q.scope), q, actor.timezone));
  })
  .openapi(facilities.csv, async (c) =>
    facilityCardCsv(await facilityCard(c.var.db, c.var.companyId, c.req.valid('query'), c.var.actor.timezone)),
  )
  .openapi(customers.csv, async (c) =>
    customerCardCsv(await customerCard(c.var.db, c.var.companyId, c.req.valid('query'), c.var.actor.timezone)),
  );

export const v1ReportRoutes = keyedRouter()
  .openapi(trends.json, async (c) => {
    const { db, companyId, actor } = c.var;
    const q = c.req.valid('query');
    return c.json(await trendOfRange(db, companyId, scopeOf(actor, q.scope), q, actor.timezone), 200);
  })
  .openapi(facilities.json, async (c) =>
    c.json(await facilityCard(c.var.db, c.var.companyId, c.req.valid('query'), c.var.actor.timezone), 200),
  )
  .openapi(customers.json, async (c) =>
    c.json(await customerCard(c.var.db, c.var.companyId, c.req.valid('query'), c.var.actor.timezone), 200),
  )
  .route('/', reportCsvRoutes);
