import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, MINUTE_MS } from './constants.ts';
import {
  computeDetention,
  DEFAULT_DETENTION_POLICY,
  type DetentionInput,
  type DetentionPolicy,
  minutesUntilBillable,
  resolvePolicy,
} from './detention.ts';

const T0 = Date.parse('2026-06-01T08:00:00Z');
const at = (minutes: number): number => T0 + minutes * MINUTE_MS;
const stop = (checkOutMinute: number | null, extra: Partial<DetentionInput> = {}): DetentionInput => ({
  checkIn: T0,
  checkOut: checkOutMinute === null ? null : at(checkOutMinute),
  appointment: null,
  now: at(0),
  ...extra,
});
const policy = (overrides: Partial<DetentionPolicy> = {}): DetentionPolicy => ({
  ...DEFAULT_DETENTION_POLICY,
  ...overrides,
});

describe('DEFAULT_DETENTION_POLICY', () => {
  it('is the docs/product.md#constants sample billing: 2 hours free, then $75.00 per hour in 15-minute steps rounded up', () => {
    expect(DEFAULT_DETENTION_POLICY).toMatchObject({
      freeMinutes: DEFAULT_POLICY.freeMinutes,
      hourlyRateCents: 7500,
      incrementMinutes: 15,
      rounding: 'up',
      capCents: null,
      lateGraceMinutes: 15,
    });
    expect(DEFAULT_DETENTION_POLICY.freeMinutes).toBe(120);
  });
});

describe('computeDetention: free time boundary', () => {
  it('bills nothing at exactly the free time, even with seconds to spare', () => {
    const d = computeDetention(stop(null, { checkOut: at(120) + 59_999 }), DEFAULT_DETENTION_POLICY);
    expect(d).toMatchObject({
      waitMinutes: 120,
      billable: false,
      billableMinutes: 0,
      billedMinutes: 0,
      amountCents: 0,
    });
  });

  it('bills one minute over the free time as a full 15-minute increment', () => {
    const d = computeDetention(stop(121), DEFAULT_DETENTION_POLICY);
    expect(d).toMatchObject({ billable: true, billableMinutes: 1, billedMinutes: 15, amountCents: 1875 });
  });

  it('bills a whole hour over at the hourly rate and reports the timeline', () => {
    const d = computeDetention(stop(180), DEFAULT_DETENTION_POLICY);
    expect(d).toEqual({
      clockStartsAt: T0,
      freeEndsAt: at(120),
      endAt: at(180),
      totalMinutes: 180,
      waitMinutes: 180,
      billableMinutes: 60,
      billedMinutes: 60,
      amountCents: 7500,
      capped: false,
      lateArrival: false,
      forfeited: false,
      billable: true,
      running: false,
    });
  });

  it('bills nothing for a short stop and a zero-length stop', () => {
    expect(computeDetention(stop(45), DEFAULT_DETENTION_POLICY)).toMatchObject({ billable: false, amountCents: 0 });
    expect(computeDetention(stop(0), DEFAULT_DETENTION_POLICY)).toMatchObject({ totalMinutes: 0, amountCents: 0 });
  });

  it('bills from the first minute when there is no free time', () => {
    const d = computeDetention(stop(1), policy({ freeMinutes: 0, incrementMinutes: 1 }));
    expect(d).toMatchObject({ billable: true, billedMinutes: 1, amountCents: 125 });
  });
});

describe('computeDetention: rounding to the billing increment', () => {
  const billed = (over: number, incrementMinutes: number, rounding: DetentionPolicy['rounding']): number =>
    computeDetention(stop(120 + over), policy({ incrementMinutes, rounding })).billedMinutes;

  it("rounds 'up' to the next increment", () => {
    expect(billed(1, 15, 'up')).toBe(15);
    expect(billed(15, 15, 'up')).toBe(15);
    expect(billed(16, 15, 'up')).toBe(30);
    expect(billed(7, 6, 'up')).toBe(12);
    expect(billed(61, 60, 'up')).toBe(120);
  });

  it("rounds 'down' to the last full increment, which can bill nothing", () => {
    expect(billed(14, 15, 'down')).toBe(0);
    expect(billed(29, 15, 'down')).toBe(15);
    expect(billed(59, 30, 'down')).toBe(30);
    const d = computeDetention(stop(134), policy({ rounding: 'down' }));
    expect(d).toMatchObject({ billable: true, billableMinutes: 14, billedMinutes: 0, amountCents: 0 });
  });

  it("rounds 'nearest' with halves going up", () => {
    expect(billed(7, 15, 'nearest')).toBe(0);
    expect(billed(8, 15, 'nearest')).toBe(15);
    expect(billed(22, 15, 'nearest')).toBe(15);
    expect(billed(23, 15, 'nearest')).toBe(30);
    expect(billed(15, 30, 'nearest')).toBe(30);
    expect(billed(14, 30, 'nearest')).toBe(0);
  });

  it('keeps minutes as they are with a 1-minute increment', () => {
    for (const rounding of ['up', 'down', 'nearest'] as const) expect(billed(37, 1, rounding)).toBe(37);
  });

  it('rounds the amount to the cent', () => {
    // 1 minute at $79.99/h = 133.3166… cents
    expect(computeDetention(stop(121), policy({ incrementMinutes: 1, hourlyRateCents: 7999 })).amountCents).toBe(133);
    // 6 minutes at $1.05/h = 10.5 cents
    expect(computeDetention(stop(126), policy({ incrementMinutes: 6, hourlyRateCents: 105 })).amountCents).toBe(11);
  });
});

describe('computeDetention: cap', () => {
  it('caps the amount per stop and says so', () => {
    const d = computeDetention(stop(120 + 10 * 60), policy({ capCents: 50_000 }));
    expect(d).toMatchObject({ billedMinutes: 600, amountCents: 50_000, capped: true });
  });

  it('is not capped at or below the cap', () => {
    expect(computeDetention(stop(180), policy({ capCents: 7500 }))).toMatchObject({ amountCents: 7500, capped: false });
    expect(computeDetention(stop(180), policy({ capCents: 7501 }))).toMatchObject({ amountCents: 7500, capped: false });
  });

  it('a cap of 0 bills nothing but still shows billable time', () => {
    const d = computeDetention(stop(180), policy({ capCents: 0 }));
    expect(d).toMatchObject({ billable: true, billedMinutes: 60, amountCents: 0, capped: true });
  });
});

describe('computeDetention: appointment, early and late arrival', () => {
  const appointment = at(60);

  it("starts the clock at the appointment for an early driver with clockStart 'appointment'", () => {
    const d = computeDetention(stop(240, { appointment }), policy({ clockStart: 'appointment' }));
    expect(d).toMatchObject({ clockStartsAt: appointment, freeEndsAt: at(180), totalMinutes: 240, waitMinutes: 180 });
    expect(d).toMatchObject({ billableMinutes: 60, amountCents: 7500, lateArrival: false });
  });

  it('gives an early driver nothing when they leave before the appointment', () => {
    const d = computeDetention(stop(30, { appointment }), policy({ clockStart: 'appointment' }));
    expect(d).toMatchObject({ totalMinutes: 30, waitMinutes: 0, billable: false, amountCents: 0 });
  });

  it("starts the clock at check-in for an early driver with clockStart 'arrival'", () => {
    const d = computeDetention(stop(240, { appointment }), policy({ clockStart: 'arrival' }));
    expect(d).toMatchObject({ clockStartsAt: T0, waitMinutes: 240, billableMinutes: 120, amountCents: 15_000 });
  });

  it('never starts the clock before check-in for a driver arriving after the appointment within grace', () => {
    const d = computeDetention(stop(190, { appointment: at(-10) }), policy({ clockStart: 'appointment' }));
    expect(d).toMatchObject({ clockStartsAt: T0, lateArrival: false, waitMinutes: 190, billedMinutes: 75 });
  });

  it('is not late at exactly the end of the grace period, and late one minute after', () => {
    const onTime = computeDetention(stop(180, { appointment: at(-15) }), policy({ lateArrival: 'forfeit' }));
    expect(onTime).toMatchObject({ lateArrival: false, forfeited: false, amountCents: 7500 });
    const late = computeDetention(stop(180, { appointment: at(-16) }), policy({ lateArrival: 'forfeit' }));
    expect(late).toMatchObject({ lateArrival: true, forfeited: true, billable: false, amountCents: 0 });
  });

  it("forfeits everything for a late driver under 'forfeit', whatever the wait", () => {
    const d = computeDetention(stop(600, { appointment: at(-60) }), policy({ lateArrival: 'forfeit' }));
    expect(d).toMatchObject({
      waitMinutes: 600,
      billableMinutes: 0,
      billedMinutes: 0,
      amountCents: 0,
      billable: false,
    });
  });

  it("bills a late driver from check-in under 'from_arrival'", () => {
    const d = computeDetention(
      stop(180, { appointment: at(-60) }),
      policy({ lateArrival: 'from_arrival', clockStart: 'appointment' }),
    );
    expect(d).toMatchObject({ lateArrival: true, forfeited: false, clockStartsAt: T0, amountCents: 7500 });
  });

  it('honours a longer grace period', () => {
    const d = computeDetention(
      stop(180, { appointment: at(-45) }),
      policy({ lateArrival: 'forfeit', lateGraceMinutes: 60 }),
    );
    expect(d).toMatchObject({ lateArrival: false, amountCents: 7500 });
  });

  it('has no late arrival and starts at check-in without an appointment', () => {
    const d = computeDetention(stop(180), policy({ clockStart: 'appointment', lateArrival: 'forfeit' }));
    expect(d).toMatchObject({ clockStartsAt: T0, lateArrival: false, forfeited: false, amountCents: 7500 });
  });
});

describe('computeDetention: running events and bad input', () => {
  it('measures a running event to now', () => {
    const d = computeDetention(stop(null, { now: at(150) + 30_000 }), DEFAULT_DETENTION_POLICY);
    expect(d).toMatchObject({ running: true, endAt: at(150) + 30_000, waitMinutes: 150, billedMinutes: 30 });
    expect(d.amountCents).toBe(3750);
  });

  it('ignores now once the driver has checked out', () => {
    const d = computeDetention(stop(130, { now: at(900) }), DEFAULT_DETENTION_POLICY);
    expect(d).toMatchObject({ running: false, endAt: at(130), waitMinutes: 130 });
  });

  it('shows zero, not a negative wait, when now is behind check-in', () => {
    const d = computeDetention(stop(null, { now: at(-5) }), DEFAULT_DETENTION_POLICY);
    expect(d).toMatchObject({ endAt: T0, totalMinutes: 0, waitMinutes: 0, amountCents: 0 });
  });

  it('throws a RangeError when check-out is before check-in', () => {
    expect(() => computeDetention(stop(-1), DEFAULT_DETENTION_POLICY)).toThrow(RangeError);
    expect(() => computeDetention(stop(-1), DEFAULT_DETENTION_POLICY)).toThrow(
      'Check-out time must not be before check-in time',
    );
  });

  it('throws a RangeError for a time that is not a number', () => {
    expect(() => computeDetention(stop(10, { checkIn: Number.NaN }), DEFAULT_DETENTION_POLICY)).toThrow(
      'checkIn is not a valid time',
    );
  });

  it('refuses a malformed policy instead of billing nonsense', () => {
    expect(() => computeDetention(stop(180), policy({ incrementMinutes: 0 }))).toThrow(RangeError);
    expect(() => computeDetention(stop(180), policy({ incrementMinutes: 7.5 }))).toThrow(/incrementMinutes/);
    expect(() => computeDetention(stop(180), policy({ freeMinutes: -1 }))).toThrow(/freeMinutes/);
    expect(() => computeDetention(stop(180), policy({ capCents: -100 }))).toThrow(/capCents/);
  });
});

describe('computeDetention: calendar edges', () => {
  const chicagoClock = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const chicago = (ms: number): string => chicagoClock.format(ms).replace(/\s/g, ' ');

  it('counts a stop across midnight in full', () => {
    const checkIn = Date.parse('2026-06-01T23:10:00Z');
    const checkOut = Date.parse('2026-06-02T02:25:00Z');
    const d = computeDetention({ checkIn, checkOut, appointment: null, now: checkOut }, DEFAULT_DETENTION_POLICY);
    expect(d).toMatchObject({ totalMinutes: 195, billableMinutes: 75, billedMinutes: 75, amountCents: 9375 });
  });

  it('counts 60 real minutes for 01:30 → 03:30 local on the spring-forward night (2026-03-08, Chicago)', () => {
    const checkIn = Date.parse('2026-03-08T01:30:00-06:00');
    const checkOut = Date.parse('2026-03-08T03:30:00-05:00');
    expect(chicago(checkIn)).toBe('Mar 8, 1:30 AM CST');
    expect(chicago(checkOut)).toBe('Mar 8, 3:30 AM CDT');
    const d = computeDetention({ checkIn, checkOut, appointment: null, now: checkOut }, DEFAULT_DETENTION_POLICY);
    expect(d).toMatchObject({ totalMinutes: 60, billable: false });
  });

  it('does not bill a 3-hour wall-clock stop that was 2 real hours across spring-forward', () => {
    const checkIn = Date.parse('2026-03-08T00:30:00-06:00');
    const checkOut = Date.parse('2026-03-08T03:30:00-05:00');
    expect(chicago(checkIn)).toBe('Mar 8, 12:30 AM CST');
    const d = computeDetention({ checkIn, checkOut, appointment: null, now: checkOut }, DEFAULT_DETENTION_POLICY);
    expect(d).toMatchObject({ totalMinutes: 120, billable: false, amountCents: 0 });
  });

  it('bills the repeated hour of the fall-back night (2026-11-01, Chicago): 00:30 → 02:30 local is 3 real hours', () => {
    const checkIn = Date.parse('2026-11-01T00:30:00-05:00');
    const checkOut = Date.parse('2026-11-01T02:30:00-06:00');
    expect(chicago(checkIn)).toBe('Nov 1, 12:30 AM CDT');
    expect(chicago(checkOut)).toBe('Nov 1, 2:30 AM CST');
    const d = computeDetention({ checkIn, checkOut, appointment: null, now: checkOut }, DEFAULT_DETENTION_POLICY);
    expect(d).toMatchObject({ totalMinutes: 180, billableMinutes: 60, amountCents: 7500 });
  });

  it('counts 01:30 CDT → 01:30 CST on the fall-back night as 60 minutes, not 0', () => {
    const checkIn = Date.parse('2026-11-01T01:30:00-05:00');
    const checkOut = Date.parse('2026-11-01T01:30:00-06:00');
    expect(chicago(checkIn)).toBe('Nov 1, 1:30 AM CDT');
    expect(chicago(checkOut)).toBe('Nov 1, 1:30 AM CST');
    const d = computeDetention({ checkIn, checkOut, appointment: null, now: checkOut }, DEFAULT_DETENTION_POLICY);
    expect(d.totalMinutes).toBe(60);
  });
});

describe('resolvePolicy', () => {
  it('layers company default, customer, then facility, the later winning', () => {
    const resolved = resolvePolicy(
      DEFAULT_DETENTION_POLICY,
      { freeMinutes: 90, hourlyRateCents: 6000 },
      { freeMinutes: 60, capCents: 30_000 },
    );
    expect(resolved).toEqual({ ...DEFAULT_DETENTION_POLICY, freeMinutes: 60, hourlyRateCents: 6000, capCents: 30_000 });
  });

  it('skips missing layers and undefined fields, but lets null remove a cap', () => {
    const base = policy({ capCents: 20_000 });
    expect(resolvePolicy(base, null, undefined, { rounding: undefined })).toEqual(base);
    expect(resolvePolicy(base, { capCents: null }).capCents).toBeNull();
  });

  it('does not change the base policy', () => {
    const base = policy();
    resolvePolicy(base, { freeMinutes: 1 });
    expect(base.freeMinutes).toBe(120);
  });
});

describe('minutesUntilBillable', () => {
  const left = (nowMs: number, extra: Partial<DetentionInput> = {}, p = DEFAULT_DETENTION_POLICY) =>
    minutesUntilBillable(stop(null, { now: nowMs, ...extra }), p);

  it('counts down to the first billable minute and is <= 0 exactly when billable', () => {
    expect(left(at(0))).toBe(121);
    expect(left(at(100) + 30_000)).toBe(21);
    expect(left(at(120))).toBe(1);
    expect(left(at(120) + 59_999)).toBe(1);
    expect(left(at(121))).toBe(0);
    expect(left(at(150))).toBe(-29);
    for (const minute of [119, 120, 121, 122]) {
      const input = stop(null, { now: at(minute) });
      const billable = computeDetention(input, DEFAULT_DETENTION_POLICY).billable;
      expect((minutesUntilBillable(input, DEFAULT_DETENTION_POLICY) ?? 1) <= 0).toBe(billable);
    }
  });

  it('includes the time before an appointment for an early driver', () => {
    expect(left(at(0), { appointment: at(60) }, policy({ clockStart: 'appointment' }))).toBe(181);
  });

  it('is null when a late arrival forfeits detention', () => {
    expect(left(at(300), { appointment: at(-60) }, policy({ lateArrival: 'forfeit' }))).toBeNull();
  });

  it('still counts for a late arrival billed from arrival', () => {
    expect(left(at(30), { appointment: at(-60) }, policy({ lateArrival: 'from_arrival' }))).toBe(91);
  });
});
