import { computeDetention, DEFAULT_DETENTION_POLICY, minutesUntilBillable } from './detention.ts';
import { describe, expect, it } from 'vitest';
import { alertThresholds, dueThresholds } from './alert-thresholds.ts';

const MINUTE = 60_000;
const checkIn = Date.UTC(2026, 10, 20, 14, 0);
const at = (kind: string, list: { kind: string; at: number }[]) => list.find((t) => t.kind === kind)?.at;

describe('alertThresholds', () => {
  it('warns 30 minutes before the free time ends and fires when billing starts', () => {
    const list = alertThresholds({ checkIn, appointment: null }, DEFAULT_DETENTION_POLICY);
    expect(at('free_time_ending', list)).toBe(checkIn + 90 * MINUTE);
    const billableAt = at('billable_started', list) ?? 0;
    expect(billableAt).toBe(checkIn + 121 * MINUTE);
    // The same instant core reports as billable, and not a minute earlier.
    const input = { checkIn, checkOut: null, appointment: null };
    expect(computeDetention({ ...input, now: billableAt }, DEFAULT_DETENTION_POLICY).billable).toBe(true);
    expect(computeDetention({ ...input, now: billableAt - 1 }, DEFAULT_DETENTION_POLICY).billable).toBe(false);
    expect(minutesUntilBillable({ ...input, now: billableAt }, DEFAULT_DETENTION_POLICY)).toBe(0);
    expect(at('cap_reached', list)).toBeUndefined();
  });

  it('finds the first minute the amount reaches the cap', () => {
    const policy = { ...DEFAULT_DETENTION_POLICY, capCents: 15_000 };
    const capAt = at('cap_reached', alertThresholds({ checkIn, appointment: null }, policy)) ?? 0;
    const input = { checkIn, checkOut: null, appointment: null };
    expect(computeDetention({ ...input, now: capAt }, policy).amountCents).toBe(15_000);
    expect(computeDetention({ ...input, now: capAt - MINUTE }, policy).amountCents).toBeLessThan(15_000);
    // $150 at $75/h is 2 h billed; 15-minute increments rounded up reach it at 1 h 46 min past free time.
    expect(capAt).toBe(checkIn + (120 + 106) * MINUTE);
  });

  it('starts the clock at the appointment for an early driver, and has nothing for a forfeited late arrival', () => {
    const policy = { ...DEFAULT_DETENTION_POLICY, clockStart: 'appointment' as const };
    const early = alertThresholds({ checkIn, appointment: checkIn + 60 * MINUTE }, policy);
    expect(at('billable_started', early)).toBe(checkIn + (60 + 121) * MINUTE);
    const forfeit = { ...DEFAULT_DETENTION_POLICY, lateArrival: 'forfeit' as const };
    expect(alertThresholds({ checkIn, appointment: checkIn - 60 * MINUTE }, forfeit)).toEqual([]);
  });

  it('never warns before arrival when the free time is shorter than the warning', () => {
    const policy = { ...DEFAULT_DETENTION_POLICY, freeMinutes: 20 };
    expect(at('free_time_ending', alertThresholds({ checkIn, appointment: null }, policy))).toBe(checkIn);
    const none = { ...DEFAULT_DETENTION_POLICY, freeMinutes: 0 };
    expect(at('free_time_ending', alertThresholds({ checkIn, appointment: null }, none))).toBeUndefined();
  });
});

describe('dueThresholds', () => {
  it('drops the warning once billing already started (a stop logged late)', () => {
    const list = alertThresholds({ checkIn, appointment: null }, DEFAULT_DETENTION_POLICY);
    expect(dueThresholds(list, checkIn + 100 * MINUTE).map((t) => t.kind)).toEqual(['free_time_ending']);
    expect(dueThresholds(list, checkIn + 130 * MINUTE).map((t) => t.kind)).toEqual(['billable_started']);
    expect(dueThresholds(list, checkIn + 10 * MINUTE)).toEqual([]);
  });
});
