import { rangeWindow, type TrendInterval, type Window } from '@dwell/core/report-periods';
import type { TrendQuery } from '@dwell/core/schemas/reports';
import type { Db } from '../../env.ts';
import { csvDocument } from '../../lib/events/csv.ts';
import { loadOpenStops } from '../../lib/events/policy.ts';
import { fillTrend } from './compute.ts';
import { trendRows } from './queries.ts';

/** The local calendar date (YYYY-MM-DD) of an instant. */
export const localDate = (at: number, tz: number) => new Date(at - tz * 60_000).toISOString().slice(0, 10);

/** The trend of a window: every bucket from its first to its last local day, quiet ones as zero. */
export async function trendFor(
  db: Db,
  companyId: string,
  ownerId: string | null,
  q: { interval: TrendInterval; tz: number },
  w: Window,
) {
  const openStops = await loadOpenStops(db, companyId);
  const rows = await trendRows(
    db,
    companyId,
    ownerId,
    { from: w.from, to: w.to, now: Date.now(), tz: q.tz, interval: q.interval },
    { openStops },
  );
  const firstDay = localDate(w.from, q.tz);
  const lastDay = localDate(w.to - 1, q.tz);
  return { interval: q.interval, from: firstDay, to: lastDay, rows: fillTrend(q.interval, firstDay, lastDay, rows) };
}

/** The trend of a query's range (the trends chart's and GET /api/v1/reports/trends' answer). */
export function trendOfRange(db: Db, companyId: string, ownerId: string | null, q: TrendQuery) {
  return trendFor(db, companyId, ownerId, q, rangeWindow(q.range, Date.now(), q.tz, q.from, q.to));
}

/** A CSV download with a name saying what and which days it holds. */
export function csvResponse(body: string, name: string) {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });
}

/** The trend as CSV, with the SPEC §7.5 column names. */
export function trendsCsv(trend: Awaited<ReturnType<typeof trendFor>>) {
  return csvResponse(
    csvDocument(
      ['period', 'total_hours', 'event_count'],
      trend.rows.map((r) => [r.period, r.total_hours, r.event_count]),
    ),
    `detention-trends-${trend.interval}-${trend.from}-to-${trend.to}.csv`,
  );
}
