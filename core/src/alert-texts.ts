import { formatMoney, formatZonedDateTime } from './format.ts';
import type { StopAlertKind } from './alert-thresholds.ts';

export interface StopFacts {
  driverName: string;
  facilityName: string;
  freeEndsAt: number;
  freeMinutes: number;
  rateCents: number;
  capCents: number | null;
  /** The stop's zone: the time is printed with its name, e.g. '2:05 PM CDT'. */
  timeZone: string;
}

/** The title and message of a stop alert, as the notifications list and the email show them. */
export function stopAlertText(kind: StopAlertKind, s: StopFacts): { title: string; message: string } {
  const where = `${s.driverName} at ${s.facilityName}`;
  if (kind === 'free_time_ending') {
    return {
      title: 'Free time ends in 30 minutes',
      message: `${where}: free time ends at ${formatZonedDateTime(s.freeEndsAt, s.timeZone)}, then detention bills at ${formatMoney(s.rateCents)}/h.`,
    };
  }
  if (kind === 'billable_started') {
    return {
      title: 'Detention is now billable',
      message: `${where} is past ${s.freeMinutes} minutes of free time: detention bills at ${formatMoney(s.rateCents)}/h.`,
    };
  }
  return {
    title: 'Detention cap reached',
    message: `${where} reached the cap of ${formatMoney(s.capCents ?? 0)} for this stop.`,
  };
}

/** The reminder of a sent claim still unpaid after `days` days. */
export function claimReminderText(claim: {
  number: string;
  owedCents: number;
  customerName: string | null;
  days: number;
}) {
  return {
    title: `Claim ${claim.number} unpaid after ${claim.days} days`,
    message: `${formatMoney(claim.owedCents)} is still owed on claim ${claim.number}${claim.customerName ? ` to ${claim.customerName}` : ''}, sent ${claim.days} days ago. Follow up with the customer.`,
  };
}
