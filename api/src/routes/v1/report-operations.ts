import { reportQuerySchema, trendQuerySchema } from '@dwell/core/schemas/reports';
import type { Operation } from './operations.ts';
import { customerCardSchema, facilityCardSchema, trendSchema } from './schemas.ts';

const RANGE =
  "`range` is last_7_days, last_30_days (default), last_90_days, this_year or custom with `from` and `to` (YYYY-MM-DD, at most a year). Days, weeks and months are those of the company's time zone (Company settings), daylight-saving changes included.";
const SCORECARD_ROLE = "The key's creator must still be a carrier admin (403 otherwise), as on the Reports screen.";

/** The reports (scope reports:read): each as JSON and as the same CSV file the Reports screen exports. */
export function reportOperations(): Operation[] {
  const reports = [
    {
      name: 'trends',
      id: 'Trends',
      summary: 'Detention hours and stops per day, week or month',
      description: `${RANGE} \`interval\` is day, week (default) or month; every bucket of the range is listed, quiet ones as zero. \`scope=mine\` limits it to the stops the key's creator logged.`,
      query: trendQuerySchema,
      schema: trendSchema,
    },
    {
      name: 'facilities',
      id: 'FacilityScorecard',
      summary: 'Facility scorecard',
      description: `Per facility: stops, average and p90 wait, billable share and detention cost, costliest first. ${RANGE} ${SCORECARD_ROLE}`,
      query: reportQuerySchema,
      schema: facilityCardSchema,
    },
    {
      name: 'customers',
      id: 'CustomerScorecard',
      summary: 'Customer scorecard',
      description: `Per customer: claims raised in the range, amounts claimed, paid and disputed, and average days to pay. ${RANGE} ${SCORECARD_ROLE}`,
      query: reportQuerySchema,
      schema: customerCardSchema,
    },
  ];
  return reports.flatMap((r): Operation[] => [
    {
      method: 'get',
      path: `/reports/${r.name}`,
      operationId: `get${r.id}`,
      summary: r.summary,
      description: r.description,
      scope: 'reports:read',
      query: r.query,
      answers: {
        200: { description: 'The report', schema: r.schema },
        400: { description: 'Invalid range or interval' },
      },
    },
    {
      method: 'get',
      path: `/reports/${r.name}.csv`,
      operationId: `export${r.id}Csv`,
      summary: `${r.summary} as CSV`,
      description: r.description,
      scope: 'reports:read',
      query: r.query,
      answers: {
        200: { description: 'The CSV file', media: ['text/csv'] },
        400: { description: 'Invalid range or interval' },
      },
    },
  ]);
}
