import { api } from '@dwell/ui/lib/api-client.ts';
import { download } from '../../../lib/download.ts';
import type { ReportQuery } from './get-summary.ts';

/** GET /api/reports/facilities.csv or customers.csv: a scorecard table as a file. */
export const exportScorecards = (what: 'facilities' | 'customers', query: ReportQuery) =>
  download(
    what === 'facilities'
      ? api.api.reports['facilities.csv'].$url({ query })
      : api.api.reports['customers.csv'].$url({ query }),
  );
