import { type DetentionBreakdown, type DetentionPolicy, minutesUntilBillable } from '@dwell/core/detention';
import { fullPolicySchema } from '@dwell/core/schemas/policies';
import { type DetentionEvent, detentionEvents } from '../schema.ts';
import { breakdownFor, detentionInput } from './derive.ts';
import { type PolicySet, policyForEvent } from './policy.ts';

const HOUR_MS = 3_600_000;

/** The stored-price columns every list, board and report query reads with a stop. */
export const storedPriceColumns = {
  pricedAt: detentionEvents.pricedAt,
  pricedPolicy: detentionEvents.pricedPolicy,
  pricedBillable: detentionEvents.pricedBillable,
  pricedBilledMinutes: detentionEvents.pricedBilledMinutes,
  pricedCents: detentionEvents.pricedCents,
};

/** What pricing needs of a stop: its times, status, policy targets and stored price. */
export type PricedEvent = Pick<
  DetentionEvent,
  | 'checkInTime'
  | 'checkOutTime'
  | 'appointmentTime'
  | 'status'
  | 'customerId'
  | 'facilityId'
  | 'freeTimeMinutes'
  | keyof typeof storedPriceColumns
>;

/** Where the figures of a stop come from: its stored price, or today's policy layer that applies. */
export type PriceSource = 'stored' | 'company' | 'customer' | 'facility';

export interface Pricing {
  policy: DetentionPolicy;
  source: PriceSource;
  breakdown: DetentionBreakdown;
  /** When the price was stored (completed, claimed or re-priced); null while it follows today's policy. */
  pricedAt: number | null;
  minutesUntilBillable: number | null;
  /** A stop still under way past the company's open-stop limit: its figures stop at the limit. */
  stale: boolean;
}

function storedPolicy(text: string | null): DetentionPolicy | null {
  if (text === null) return null;
  try {
    const parsed = fullPolicySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function liveSource(policies: PolicySet, event: PricedEvent): PriceSource {
  if (event.facilityId && policies.facilities.has(event.facilityId)) return 'facility';
  if (event.customerId && policies.customers.has(event.customerId)) return 'customer';
  return 'company';
}

/**
 * The one way a stop is priced on every screen and export (the SQL of detention-sql.ts restates it): a stored
 * price wins over today's policy, so a stop completed or claimed keeps its amount whatever the policies become;
 * a stop still under way is priced under today's policy up to now, but never beyond the company's open-stop limit.
 */
export function pricingOf(event: PricedEvent, policies: PolicySet, now: number): Pricing {
  const checkIn = event.checkInTime.getTime();
  const running = event.status === 'active' && event.checkOutTime === null;
  const limitAt = checkIn + policies.openStops.limitHours * HOUR_MS;
  const at = running ? Math.min(now, limitAt) : now;
  const kept = event.pricedCents !== null;
  const policy = (kept ? storedPolicy(event.pricedPolicy) : null) ?? policyForEvent(policies, event);
  const computed = breakdownFor(event, policy, at);
  const breakdown = kept
    ? {
        ...computed,
        billable: Boolean(event.pricedBillable),
        billedMinutes: event.pricedBilledMinutes ?? computed.billedMinutes,
        amountCents: event.pricedCents ?? computed.amountCents,
      }
    : computed;
  return {
    policy,
    source: kept ? 'stored' : liveSource(policies, event),
    breakdown,
    pricedAt: kept ? (event.pricedAt?.getTime() ?? null) : null,
    minutesUntilBillable: running ? minutesUntilBillable(detentionInput(event, at), policy) : null,
    stale: running && now > limitAt,
  };
}

/** The columns that store a completed stop's price under `policy` (the stop must have its check-out). */
export function priceToStore(
  event: Pick<DetentionEvent, 'checkInTime' | 'checkOutTime' | 'appointmentTime' | 'status'>,
  policy: DetentionPolicy,
  now: number,
) {
  const breakdown = breakdownFor(event, policy, now);
  return {
    pricedAt: new Date(now),
    pricedPolicy: JSON.stringify(policy),
    pricedBillable: breakdown.billable,
    pricedBilledMinutes: breakdown.billedMinutes,
    pricedCents: breakdown.amountCents,
  };
}
