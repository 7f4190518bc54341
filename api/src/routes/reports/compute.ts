import type { TrendInterval } from '@dwell/core/report-periods';
import type { FacilityTotals, WindowTotals } from './queries.ts';

/** The money, wait and facility figures of the dashboard's stat cards from a window's totals. */
export function cardsOf(totals: WindowTotals | undefined) {
  const { events = 0, minutes = 0, cents = 0, facilities = 0 } = totals ?? {};
  return {
    events,
    recoverableCents: cents,
    avgWaitMinutes: events ? Math.round(minutes / events) : 0,
    facilitiesVisited: facilities,
  };
}

export interface FacilityScore {
  facilityId: string | null;
  name: string;
  events: number;
  avgWaitMinutes: number;
  p90WaitMinutes: number;
  billableShare: number;
  detentionCents: number;
}

/** The facility scorecard: per facility its stops, average and p90 wait, billable share and money, costliest first. */
export function facilityScores(rows: readonly FacilityTotals[]): FacilityScore[] {
  return rows
    .map((row) => ({
      facilityId: row.facilityId,
      name: row.name,
      events: row.events,
      avgWaitMinutes: Math.round(row.minutes / row.events),
      p90WaitMinutes: row.p90Minutes,
      billableShare: Math.round((row.billable / row.events) * 1000) / 1000,
      detentionCents: row.cents,
    }))
    .sort((a, b) => b.detentionCents - a.detentionCents || b.events - a.events || a.name.localeCompare(b.name));
}

/** The bucket start dates (YYYY-MM-DD) of a window, so the chart shows quiet periods as zero. */
export function bucketDates(interval: TrendInterval, firstDay: string, lastDay: string): string[] {
  // Calendar arithmetic on the dates themselves (as UTC midnights): no zone is involved in naming buckets.
  const start = new Date(`${firstDay}T00:00:00Z`);
  if (interval === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (interval === 'month') start.setUTCDate(1);
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  const dates: string[] = [];
  for (const at = start; at.getTime() <= end; ) {
    dates.push(at.toISOString().slice(0, 10));
    if (interval === 'day') at.setUTCDate(at.getUTCDate() + 1);
    else if (interval === 'week') at.setUTCDate(at.getUTCDate() + 7);
    else at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return dates;
}

export interface TrendPoint {
  period: string;
  total_hours: number;
  event_count: number;
}

/** docs/product.md#reports rows for every bucket of the window, hours rounded to 2 decimals (docs/product.md#reports-page). */
export function fillTrend(
  interval: TrendInterval,
  firstDay: string,
  lastDay: string,
  rows: readonly { period: string; waitedMs: number; eventCount: number }[],
): TrendPoint[] {
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  return bucketDates(interval, firstDay, lastDay).map((period) => {
    const row = byPeriod.get(period);
    return {
      period,
      total_hours: row ? Math.round((Number(row.waitedMs) / 3_600_000) * 100) / 100 : 0,
      event_count: row?.eventCount ?? 0,
    };
  });
}
