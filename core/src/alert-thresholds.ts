import { computeDetention, type DetentionPolicy } from './detention.ts';
import { MINUTE_MS } from './constants.ts';

/** The free-time warning comes this long before billing starts. */
export const ALERT_LEAD_MINUTES = 30;
/** A cap not reached within a week of waiting is not scheduled (no stop waits that long). */
const CAP_SEARCH_MS = 7 * 24 * 60 * MINUTE_MS;

export type StopAlertKind = 'free_time_ending' | 'billable_started' | 'cap_reached';

export interface Threshold {
  kind: StopAlertKind;
  /** Epoch ms when the stop crosses it. */
  at: number;
}

/**
 * When an active stop crosses each alert threshold: 30 minutes before the end of its free time, when billing
 * starts (the first whole minute past the free time, as computeDetention counts), and when the amount reaches
 * the cap. A forfeited late arrival never bills, so it has none.
 */
export function alertThresholds(
  stop: { checkIn: number; appointment: number | null },
  policy: DetentionPolicy,
): Threshold[] {
  const base = { checkIn: stop.checkIn, checkOut: null, appointment: stop.appointment };
  const start = computeDetention({ ...base, now: stop.checkIn }, policy);
  if (start.forfeited) return [];
  const billableAt = start.freeEndsAt + MINUTE_MS;
  const thresholds: Threshold[] = [];
  if (policy.freeMinutes > 0) {
    thresholds.push({
      kind: 'free_time_ending',
      at: Math.max(start.clockStartsAt, start.freeEndsAt - ALERT_LEAD_MINUTES * MINUTE_MS),
    });
  }
  thresholds.push({ kind: 'billable_started', at: billableAt });
  const cap = policy.capCents;
  if (cap !== null && cap > 0 && policy.hourlyRateCents > 0) {
    const reached = (at: number) => computeDetention({ ...base, now: at }, policy).amountCents >= cap;
    let lo = 0;
    let hi = CAP_SEARCH_MS / MINUTE_MS;
    const atMinute = (m: number) => billableAt + m * MINUTE_MS;
    if (reached(atMinute(hi))) {
      // Smallest whole minute at which the amount is held at the cap; the amount only grows with time.
      while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2);
        if (reached(atMinute(mid))) hi = mid;
        else lo = mid + 1;
      }
      thresholds.push({ kind: 'cap_reached', at: atMinute(lo) });
    }
  }
  return thresholds;
}

/** The thresholds already crossed at `now` that should still be raised (a stale warning is dropped). */
export function dueThresholds(thresholds: Threshold[], now: number): Threshold[] {
  const due = thresholds.filter((t) => t.at <= now);
  const billingStarted = due.some((t) => t.kind === 'billable_started');
  return billingStarted ? due.filter((t) => t.kind !== 'free_time_ending') : due;
}
