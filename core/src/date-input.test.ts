import { describe, expect, it } from 'vitest';
import { calendarDateProblem, DATE_FIELDS, DATE_MESSAGES, EARLIEST_MS, latestMs, parseTime } from './date-input.ts';
import { completeEventSchema, createEventSchema, eventListQuerySchema } from './schemas/events.ts';
import { paymentSchema } from './schemas/claims.ts';
import { reportQuerySchema } from './schemas/reports.ts';

const now = Date.parse('2026-03-11T15:30:00Z');

describe('times', () => {
  it.each([
    [1_773_243_000_000, 1_773_243_000_000],
    ['1773243000000', 1_773_243_000_000],
    ['2026-03-11T15:30:00Z', Date.parse('2026-03-11T15:30:00Z')],
    ['2026-03-11T15:30:00.120Z', Date.parse('2026-03-11T15:30:00.120Z')],
    ['2026-03-11T10:30:00.5-05:00', Date.parse('2026-03-11T15:30:00.500Z')],
    ['2026-03-11T15:30+00:00', Date.parse('2026-03-11T15:30:00Z')],
    ['2026-03-11T15:30:00.123000Z', Date.parse('2026-03-11T15:30:00.123Z')],
    [EARLIEST_MS, EARLIEST_MS],
  ])('reads %o as %d', (value, ms) => {
    expect(parseTime(value, now)).toEqual({ ms });
  });

  it.each([
    ['2026-02-30T10:00:00Z', 'invalid'],
    ['2026-99-01T10:00:00Z', 'invalid'],
    ['2026-03-11T24:00:00Z', 'invalid'],
    ['2026-03-11T15:60:00Z', 'invalid'],
    ['2026-03-11T15:30:00', 'invalid'],
    ['2026-03-11', 'invalid'],
    ['March 11, 2026', 'invalid'],
    ['NaN', 'invalid'],
    ['Infinity', 'invalid'],
    ['1e300', 'invalid'],
    ['', 'invalid'],
    [Number.NaN, 'invalid'],
    [Number.POSITIVE_INFINITY, 'invalid'],
    [1_773_243_000_000.5, 'notWhole'],
    ['2026-03-11T15:30:00.1234Z', 'notWhole'],
    [1e300, 'outOfRange'],
    [-1, 'outOfRange'],
    ['-1', 'outOfRange'],
    [0, 'outOfRange'],
    [Date.parse('1969-07-20T20:17:00Z'), 'outOfRange'],
    ['1969-07-20T20:17:00Z', 'outOfRange'],
    [EARLIEST_MS - 1, 'outOfRange'],
    [latestMs(now) + 1, 'outOfRange'],
    ['99999999999999999999', 'outOfRange'],
  ])('refuses %o as %s', (value, problem) => {
    expect(parseTime(value, now)).toEqual({ problem });
  });
});

describe('calendar dates', () => {
  it.each([
    ['2026-03-11', null],
    ['2024-02-29', null],
    ['2000-01-01', null],
    ['2026-02-30', 'invalid'],
    ['2026-99-01', 'invalid'],
    ['2026-00-10', 'invalid'],
    ['2026-3-1', 'invalid'],
    ['2026-03-11T00:00:00Z', 'invalid'],
    [' 2026-03-11', 'invalid'],
    ['1999-12-31', 'outOfRange'],
    ['1969-12-31', 'outOfRange'],
    ['2099-01-01', 'outOfRange'],
  ])('%s → %s', (value, problem) => {
    expect(calendarDateProblem(value, now)).toBe(problem);
  });
});

const firstError = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

describe('every schema that takes a date or time refuses an impossible one, naming the field', () => {
  const start = Date.now() - 3_600_000;
  const event = { facilityName: 'Dock', facilityAddress: 'Acme', checkInTime: start };

  it('events: start, end and appointment times', () => {
    expect(firstError(createEventSchema.safeParse({ ...event, appointmentTime: 1e300 }))).toBe(
      DATE_MESSAGES.outOfRange(DATE_FIELDS.appointmentTime),
    );
    expect(firstError(createEventSchema.safeParse({ ...event, appointmentTime: '2026-02-30T10:00:00Z' }))).toBe(
      DATE_MESSAGES.timeInvalid(DATE_FIELDS.appointmentTime),
    );
    expect(firstError(createEventSchema.safeParse({ ...event, checkInTime: 'NaN' }))).toBe(
      DATE_MESSAGES.timeInvalid(DATE_FIELDS.checkInTime),
    );
    expect(firstError(createEventSchema.safeParse({ ...event, checkOutTime: '' }))).toBe(
      DATE_MESSAGES.timeInvalid(DATE_FIELDS.checkOutTime),
    );
    expect(firstError(completeEventSchema.safeParse({ checkOutTime: start + 0.5 }))).toBe(
      DATE_MESSAGES.timeNotWhole(DATE_FIELDS.checkOutTime),
    );
    expect(completeEventSchema.parse({ checkOutTime: null })).toEqual({ checkOutTime: null, checkOutSource: 'manual' });
  });

  it('the events list and exports: the range bounds', () => {
    expect(firstError(eventListQuerySchema.safeParse({ from: '-1' }))).toBe(
      DATE_MESSAGES.outOfRange(DATE_FIELDS.rangeStart),
    );
    expect(firstError(eventListQuerySchema.safeParse({ to: '' }))).toBe(
      DATE_MESSAGES.timeInvalid(DATE_FIELDS.rangeEnd),
    );
    expect(eventListQuerySchema.parse({ from: String(start) }).from).toBe(start);
  });

  it('payments: the date received', () => {
    expect(firstError(paymentSchema.safeParse({ amountCents: 100, receivedAt: '1969-12-31T12:00:00Z' }))).toBe(
      DATE_MESSAGES.outOfRange(DATE_FIELDS.receivedAt),
    );
    expect(firstError(paymentSchema.safeParse({ amountCents: 100, receivedAt: Date.now() + 86_400_000 }))).toBe(
      DATE_MESSAGES.inFuture(DATE_FIELDS.receivedAt),
    );
  });

  it('reports: the custom range dates', () => {
    expect(firstError(reportQuerySchema.safeParse({ range: 'custom', from: '2026-99-01', to: '2026-03-01' }))).toBe(
      DATE_MESSAGES.dateInvalid(DATE_FIELDS.startDate),
    );
    expect(firstError(reportQuerySchema.safeParse({ range: 'custom', from: '2026-03-01', to: '1969-12-31' }))).toBe(
      DATE_MESSAGES.outOfRange(DATE_FIELDS.endDate),
    );
    expect(
      reportQuerySchema.safeParse({ range: 'custom', from: '2026-99-01', to: '2026-03-01' }).error?.issues,
    ).toEqual([expect.objectContaining({ path: ['from'] })]);
  });
});
