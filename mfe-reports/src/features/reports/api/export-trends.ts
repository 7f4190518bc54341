import { api } from '@dwell/ui/lib/api-client.ts';
import { download } from '../../../lib/download.ts';
import type { TrendsQuery } from '../../../shared/api/get-trends.ts';

/** GET /api/reports/trends.csv: the trend chart's rows as a file. */
export const exportTrends = (query: TrendsQuery) => download(api.api.reports['trends.csv'].$url({ query }));
