import { dateStart, type TrendInterval } from '@dwell/core/report-periods';
import { breakdownFor } from '../../lib/events/derive.ts';
import { type PolicySet, policyForEvent } from '../../lib/events/policy.ts';
import type { WindowEvent } from './queries.ts';

/** Minutes waited and money owed for one stop, exactly as the events and claims screens compute them. */
export function figures(event: WindowEvent, policies: PolicySet, now: number) {
  const breakdown = breakdownFor(event, policyForEvent(policies, event), now);
  return { minutes: breakdown.totalMinutes, billable: breakdown.billable, amountCents: breakdown.amountCents };
}

/** The money, wait and facility figures of the dashboard's stat cards over one window's stops. */
export function windowStats(events: readonly WindowEvent[], policies: PolicySet, now: number) {
  let recoverableCents = 0;
  let waitedMinutes = 0;
  const visited = new Set<string>();
  for (const event of events) {
    const f = figures(event, policies, now);
    recoverableCents += f.amountCents;
    waitedMinutes += f.minutes;
    visited.add(event.facilityId ?? `name:${event.facilityName.toLowerCase()}`);
  }
  return {
    recoverableCents,
    avgWaitMinutes: events.length ? Math.round(waitedMinutes / events.length) : 0,
    facilitiesVisited: visited.size,
  };
}

/** The value at a share of a sorted list by the nearest-rank method (p90 of [1..10] is 9). */
export function percentile(sorted: readonly number[], share: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
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

/** The facility scorecard: per facility its stops, average and p90 wait, billable share and money. */
export function facilityScores(events: readonly WindowEvent[], policies: PolicySet, now: number): FacilityScore[] {
  const groups = new Map<
    string,
    { id: string | null; name: string; waits: number[]; billable: number; cents: number }
  >();
  for (const event of events) {
    const key = event.facilityId ?? `name:${event.facilityName.toLowerCase()}`;
    const group = groups.get(key) ?? {
      id: event.facilityId,
      name: event.facilityName,
      waits: [],
      billable: 0,
      cents: 0,
    };
    const f = figures(event, policies, now);
    group.waits.push(f.minutes);
    if (f.billable) group.billable += 1;
    group.cents += f.amountCents;
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((g) => {
      const waits = [...g.waits].sort((a, b) => a - b);
      return {
        facilityId: g.id,
        name: g.name,
        events: waits.length,
        avgWaitMinutes: Math.round(waits.reduce((sum, w) => sum + w, 0) / waits.length),
        p90WaitMinutes: percentile(waits, 0.9),
        billableShare: Math.round((g.billable / waits.length) * 1000) / 1000,
        detentionCents: g.cents,
      };
    })
    .sort((a, b) => b.detentionCents - a.detentionCents || b.events - a.events || a.name.localeCompare(b.name));
}

/** The bucket start dates (YYYY-MM-DD) of a window, so the chart shows quiet periods as zero. */
export function bucketDates(interval: TrendInterval, firstDay: string, lastDay: string): string[] {
  const start = new Date(dateStart(firstDay, 0));
  if (interval === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (interval === 'month') start.setUTCDate(1);
  const end = dateStart(lastDay, 0);
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

/** SPEC §7.5 rows for every bucket of the window, hours rounded to 2 decimals (SPEC §2.14). */
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
