import { computeDetention, type DetentionBreakdown, type DetentionPolicy } from '@dwell/core/detention';
import type { DetentionEvent } from '../schema.ts';
import type { Pricing } from './pricing.ts';

/** What every list, board and detail shows about a stop's time and money. */
export interface EventDerived {
  durationMinutes: number;
  billable: boolean;
  billableMinutes: number;
  amountCents: number;
  minutesUntilBillable: number | null;
  /** When the stop's price was stored (epoch ms); null while it follows today's policy. */
  pricedAt: number | null;
  /** Still under way past the company's open-stop limit: its figures stop at the limit. */
  stale: boolean;
}

/** Times of an event row as computeDetention wants them. */
export function detentionInput(
  event: Pick<DetentionEvent, 'checkInTime' | 'checkOutTime' | 'appointmentTime'>,
  now: number,
) {
  return {
    checkIn: event.checkInTime.getTime(),
    checkOut: event.checkOutTime?.getTime() ?? null,
    appointment: event.appointmentTime?.getTime() ?? null,
    now,
  };
}

/** The full breakdown; a cancelled stop bills nothing whatever its times. */
export function breakdownFor(
  event: Pick<DetentionEvent, 'checkInTime' | 'checkOutTime' | 'appointmentTime' | 'status'>,
  policy: DetentionPolicy,
  now: number,
): DetentionBreakdown {
  const breakdown = computeDetention(detentionInput(event, now), policy);
  if (event.status !== 'cancelled') return breakdown;
  return { ...breakdown, billable: false, billableMinutes: 0, billedMinutes: 0, amountCents: 0, capped: false };
}

/** The derived figures of docs/product.md#data (duration, billable) plus amount, time left before billing and price state. */
export function derivedOf(pricing: Pricing): EventDerived {
  const { breakdown } = pricing;
  return {
    durationMinutes: breakdown.totalMinutes,
    billable: breakdown.billable,
    billableMinutes: breakdown.billedMinutes,
    amountCents: breakdown.amountCents,
    minutesUntilBillable: pricing.minutesUntilBillable,
    pricedAt: pricing.pricedAt,
    stale: pricing.stale,
  };
}
