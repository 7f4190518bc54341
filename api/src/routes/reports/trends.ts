import { rangeWindow, type TrendInterval, type Window, windowDays } from '@dwell/core/report-periods';
import type { TrendQuery } from '@dwell/core/schemas/reports';
import { offsetChanges } from '@dwell/core/time-zones';
import type { Db } from '../../env.ts';
import { csvDocument, csvResponse } from '../../lib/events/csv.ts';
import { loadOpenStops } from '../../lib/events/policy.ts';
import { fillTrend } from './compute.ts';
import { trendRows } from './queries.ts';

/**
 * The trend of a window: every bucket from its first to its last local day in the company's zone, quiet ones
 * as zero; a stop counts on the day its check-in fell on the company's clock, across daylight-saving changes.
 */
export async function trendFor(
  db: Db,
  companyId: string,
  ownerId: string | null,
  q: { interval: TrendInterval; zone: string },
  w: Window,
) {
  const openStops = await loadOpenStops(db, companyId);
  const rows = await trendRows(
    db,
    companyId,
    ownerId,
    { from: w.from, to: w.to, now: Date.now(), offsets: offsetChanges(q.zone, w.from, w.to), interval: q.interval },
    { openStops },
  );
  const days = windowDays(w, q.zone);
  return { interval: q.interval, from: days.from, to: days.to, rows: fillTrend(q.interval, days.from, days.to, rows) };
}

/** The trend of a query's range (the trends chart's and GET /api/v1/reports/trends' answer) in `zone`. */
export function trendOfRange(db: Db, companyId: string, ownerId: string | null, q: TrendQuery, zone: string) {
  const w = rangeWindow(q.range, Date.now(), zone, q.from, q.to);
  return trendFor(db, companyId, ownerId, { interval: q.interval, zone }, w);
}

/** The trend as CSV, with the docs/product.md#reports column names. */
export function trendsCsv(trend: Awaited<ReturnType<typeof trendFor>>) {
  return csvResponse(
    csvDocument(
      ['period', 'total_hours', 'event_count'],
      trend.rows.map((r) => [r.period, r.total_hours, r.event_count]),
    ),
    `detention-trends-${trend.interval}-${trend.from}-to-${trend.to}.csv`,
  );
}
