import type { SeededClaim, SeededEvent } from './test-seed.ts';
import { DAY, MINUTE } from './test-seed.ts';

/**
 * The figures the reports must show, worked out the plain way from what the test wrote (default policy:
 * 2 hours free, $75/h, 15-minute increments rounded up), without the API's SQL or its helpers.
 */

const counted = (events: SeededEvent[]) => events.filter((e) => e.status !== 'cancelled');
const inWindow = (events: SeededEvent[], from: number, to: number) =>
  counted(events).filter((e) => e.checkIn >= from && e.checkIn < to);

/** Whole minutes waited; a running stop up to `now`. */
export const waited = (e: SeededEvent, now: number) => Math.floor(((e.checkOut ?? now) - e.checkIn) / MINUTE);

export function owed(e: SeededEvent, now: number): number {
  const over = waited(e, now) - 120;
  if (over <= 0) return 0;
  return Math.round((Math.ceil(over / 15) * 15 * 7500) / 60);
}

/** The four stat card values of one window: all four describe the stops checked in during it. */
export function dashboardValues(events: SeededEvent[], from: number, to: number, now: number) {
  const stops = inWindow(events, from, to);
  const minutes = stops.map((e) => waited(e, now));
  return {
    activeDetentions: stops.length,
    recoverableCents: stops.reduce((sum, e) => sum + owed(e, now), 0),
    avgWaitMinutes: stops.length ? Math.round(minutes.reduce((a, b) => a + b, 0) / stops.length) : 0,
    facilitiesVisited: new Set(stops.map((e) => e.facilityId ?? `name:${e.facilityName.toLowerCase()}`)).size,
  };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The bucket label of a local check-in: the day, the Monday of its week, or the 1st of its month. */
export function bucket(checkIn: number, interval: 'day' | 'week' | 'month', tz: number): string {
  const local = new Date(checkIn - tz * MINUTE);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  if (interval === 'day') return isoDay(day);
  if (interval === 'month') return `${isoDay(day).slice(0, 7)}-01`;
  return isoDay(day - ((local.getUTCDay() + 6) % 7) * DAY);
}

/** Trend buckets with stops only (zero buckets are checked separately): hours waited and count. */
export function trendValues(
  events: SeededEvent[],
  from: number,
  to: number,
  interval: 'day' | 'week' | 'month',
  tz: number,
) {
  const out = new Map<string, { ms: number; count: number }>();
  for (const e of inWindow(events, from, to)) {
    const key = bucket(e.checkIn, interval, tz);
    const row = out.get(key) ?? { ms: 0, count: 0 };
    row.ms += (e.checkOut ?? e.checkIn) - e.checkIn;
    row.count += 1;
    out.set(key, row);
  }
  return new Map(
    [...out].map(([k, v]) => [k, { total_hours: Math.round((v.ms / 3_600_000) * 100) / 100, event_count: v.count }]),
  );
}

/** The facility scorecard by facility name. */
export function facilityValues(events: SeededEvent[], from: number, to: number, now: number) {
  const groups = new Map<string, SeededEvent[]>();
  for (const e of inWindow(events, from, to)) groups.set(e.facilityName, [...(groups.get(e.facilityName) ?? []), e]);
  return new Map(
    [...groups].map(([name, list]) => {
      const waits = list.map((e) => waited(e, now)).sort((a, b) => a - b);
      return [
        name,
        {
          events: list.length,
          avgWaitMinutes: Math.round(waits.reduce((a, b) => a + b, 0) / waits.length),
          p90WaitMinutes: waits[Math.ceil(0.9 * waits.length) - 1],
          billableShare: Math.round((list.filter((e) => waited(e, now) > 120).length / list.length) * 1000) / 1000,
          detentionCents: list.reduce((sum, e) => sum + owed(e, now), 0),
        },
      ];
    }),
  );
}

/** The customer scorecard by customer id ('none' for claims without one). */
export function customerValues(claims: SeededClaim[], from: number, to: number) {
  const groups = new Map<string, SeededClaim[]>();
  for (const c of claims) {
    if (c.status === 'draft' || c.createdAt < from || c.createdAt >= to) continue;
    const key = c.customerId ?? 'none';
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return new Map(
    [...groups].map(([key, list]) => {
      const paid = list.filter((c) => c.status === 'paid');
      const days = paid.map((c) => (Math.max(...c.payments) - (c.sentAt ?? c.createdAt)) / DAY);
      return [
        key,
        {
          claims: list.length,
          claimedCents: list.reduce((s, c) => s + c.amountCents, 0),
          paidCents: list.reduce((s, c) => s + c.receivedCents, 0),
          disputedCents: list.filter((c) => c.status === 'disputed').reduce((s, c) => s + c.amountCents, 0),
          avgDaysToPay: days.length ? Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10 : null,
        },
      ];
    }),
  );
}
