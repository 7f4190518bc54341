import { DEFAULT_POLICY, MINUTE_MS } from './constants.ts';

export type Rounding = 'up' | 'down' | 'nearest';
export type ClockStart = 'arrival' | 'appointment';
export type LateArrivalRule = 'forfeit' | 'from_arrival';

/** How a company (or one customer or facility) bills detention. */
export interface DetentionPolicy {
  freeMinutes: number;
  hourlyRateCents: number;
  /** Billing increment in minutes, e.g. 1, 6, 15, 30, 60. */
  incrementMinutes: number;
  rounding: Rounding;
  /** Most a single stop can bill; null means no cap. */
  capCents: number | null;
  /** 'appointment': an early driver's free time starts at the appointment, never before check-in. */
  clockStart: ClockStart;
  /** What happens when the driver checks in after appointment + lateGraceMinutes. */
  lateArrival: LateArrivalRule;
  lateGraceMinutes: number;
}

/** Company default when nothing else is set: docs/product.md#constants sample billing, 15-minute increments rounded up. */
export const DEFAULT_DETENTION_POLICY: DetentionPolicy = {
  freeMinutes: DEFAULT_POLICY.freeMinutes,
  hourlyRateCents: DEFAULT_POLICY.hourlyRateCents,
  incrementMinutes: 15,
  rounding: 'up',
  capCents: null,
  clockStart: 'arrival',
  lateArrival: 'from_arrival',
  lateGraceMinutes: 15,
};

/** Times are epoch milliseconds; checkOut null means the driver is still waiting, measured to now. */
export interface DetentionInput {
  checkIn: number;
  checkOut: number | null;
  appointment: number | null;
  now: number;
}

export interface DetentionBreakdown {
  clockStartsAt: number;
  freeEndsAt: number;
  endAt: number;
  totalMinutes: number;
  waitMinutes: number;
  billableMinutes: number;
  billedMinutes: number;
  amountCents: number;
  capped: boolean;
  lateArrival: boolean;
  forfeited: boolean;
  billable: boolean;
  running: boolean;
}

/**
 * Merges policy layers: company default first, then customer, then facility; later layers win.
 * An undefined field leaves the earlier value in place, so a partial form cannot wipe a setting,
 * while capCents: null deliberately removes a cap.
 */
export function resolvePolicy(
  base: DetentionPolicy,
  ...overrides: (Partial<DetentionPolicy> | null | undefined)[]
): DetentionPolicy {
  const merged: DetentionPolicy = { ...base };
  for (const layer of overrides) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value !== undefined) Object.assign(merged, { [key]: value });
    }
  }
  return merged;
}

/**
 * Computes what a stop bills. All arithmetic is on epoch milliseconds, so days that are 23 or 25
 * hours long (DST changes) count the real elapsed time, never the wall-clock difference.
 * @throws RangeError when checkOut is before checkIn, a time is not finite, or the policy is malformed.
 */
export function computeDetention(input: DetentionInput, policy: DetentionPolicy): DetentionBreakdown {
  assertInput(input);
  assertPolicy(policy);
  const { checkIn, checkOut, appointment, now } = input;
  if (checkOut !== null && checkOut < checkIn) {
    throw new RangeError('Check-out time must not be before check-in time');
  }
  const running = checkOut === null;
  // A device clock behind the check-in must not produce negative waits.
  const endAt = checkOut ?? Math.max(now, checkIn);

  const lateArrival = appointment !== null && checkIn > appointment + policy.lateGraceMinutes * MINUTE_MS;
  const forfeited = lateArrival && policy.lateArrival === 'forfeit';
  const clockStartsAt =
    !lateArrival && appointment !== null && policy.clockStart === 'appointment'
      ? Math.max(checkIn, appointment)
      : checkIn;
  const freeEndsAt = clockStartsAt + policy.freeMinutes * MINUTE_MS;

  const totalMinutes = wholeMinutes(endAt - checkIn);
  const waitMinutes = Math.max(0, wholeMinutes(endAt - clockStartsAt));
  const billable = !forfeited && waitMinutes > policy.freeMinutes;
  const billableMinutes = billable ? waitMinutes - policy.freeMinutes : 0;
  const billedMinutes = roundToIncrement(billableMinutes, policy.incrementMinutes, policy.rounding);
  const fullAmount = Math.round((billedMinutes * policy.hourlyRateCents) / 60);
  const amountCents = Math.min(fullAmount, policy.capCents ?? Number.POSITIVE_INFINITY);
  const capped = amountCents < fullAmount;

  return {
    clockStartsAt,
    freeEndsAt,
    endAt,
    totalMinutes,
    waitMinutes,
    billableMinutes,
    billedMinutes,
    amountCents,
    capped,
    lateArrival,
    forfeited,
    billable,
    running,
  };
}

/**
 * Minutes left until the stop starts billing, for sorting the live board and raising alerts.
 * It is 0 or negative exactly when computeDetention reports billable; null when the late arrival
 * forfeited detention, because such a stop never becomes billable.
 */
export function minutesUntilBillable(input: DetentionInput, policy: DetentionPolicy): number | null {
  const breakdown = computeDetention(input, policy);
  if (breakdown.forfeited) return null;
  // Billing starts once a whole minute beyond the free time has passed (strictly greater).
  const left = Math.ceil((breakdown.freeEndsAt + MINUTE_MS - breakdown.endAt) / MINUTE_MS);
  // Math.ceil gives -0 right at the boundary; callers display and compare this number.
  return left === 0 ? 0 : left;
}

function wholeMinutes(ms: number): number {
  return Math.floor(ms / MINUTE_MS);
}

function roundToIncrement(minutes: number, increment: number, rounding: Rounding): number {
  const steps = minutes / increment;
  const whole = rounding === 'up' ? Math.ceil(steps) : rounding === 'down' ? Math.floor(steps) : Math.round(steps);
  return whole * increment;
}

function assertInput(input: DetentionInput): void {
  const times = { checkIn: input.checkIn, checkOut: input.checkOut, appointment: input.appointment, now: input.now };
  for (const [name, value] of Object.entries(times)) {
    if (value !== null && !Number.isFinite(value)) throw new RangeError(`${name} is not a valid time`);
  }
}

function assertPolicy(policy: DetentionPolicy): void {
  const { freeMinutes, hourlyRateCents, incrementMinutes, capCents, lateGraceMinutes } = policy;
  const nonNegative = { freeMinutes, hourlyRateCents, lateGraceMinutes, capCents: capCents ?? 0 };
  for (const [name, value] of Object.entries(nonNegative)) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`Detention policy ${name} must be 0 or more`);
  }
  if (!Number.isInteger(incrementMinutes) || incrementMinutes < 1) {
    throw new RangeError('Detention policy incrementMinutes must be a whole number of at least 1');
  }
}
