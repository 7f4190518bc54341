/**
 * The one rule for dates and times a caller sends, without zod (the schemas in schemas/dates.ts wrap it, and
 * small screens use it directly). A calendar date is YYYY-MM-DD naming a day that exists; a time is whole
 * epoch milliseconds, or ISO 8601 with a time zone and at most millisecond precision. Both lie between
 * January 1, 2000 and a few years from now: nothing the product tracks is older, and anything outside is a
 * typing slip or a probe, never data (D1 stores times as integer milliseconds).
 */

const DAY_MS = 86_400_000;

/** The earliest date or time accepted (UTC midnight, January 1, 2000). */
export const EARLIEST_MS = Date.UTC(2000, 0, 1);

/** How many years past now a date or time may lie (appointments, a report range reaching ahead). */
export const YEARS_AHEAD = 5;

/** The latest date or time accepted at `now`. */
export const latestMs = (now = Date.now()): number => now + YEARS_AHEAD * 366 * DAY_MS;

/** Whether epoch ms are whole and within the accepted range. */
export const isAcceptedTime = (ms: number, now = Date.now()): boolean =>
  Number.isInteger(ms) && ms >= EARLIEST_MS && ms <= latestMs(now);

/** The names the messages give each date or time field. */
export const DATE_FIELDS = {
  checkInTime: 'Start time',
  checkOutTime: 'End time',
  appointmentTime: 'Appointment time',
  receivedAt: 'Payment date',
  rangeStart: 'Range start',
  rangeEnd: 'Range end',
  startDate: 'Start date',
  endDate: 'End date',
  lastModified: 'Last modified',
  expectedPayDate: 'Expected payment date',
} as const;

/** Refusals of a date or time, each naming its field. */
export const DATE_MESSAGES = {
  timeRequired: (field: string) => `${field} is required`,
  timeInvalid: (field: string) => `${field} must be a valid date and time`,
  timeNotWhole: (field: string) => `${field} must be given in whole milliseconds`,
  dateInvalid: (field: string) => `${field} must be a real calendar date written YYYY-MM-DD`,
  outOfRange: (field: string) => `${field} must be between January 1, 2000 and ${YEARS_AHEAD} years from now`,
  inFuture: (field: string) => `${field} cannot be in the future`,
} as const;

export type TimeProblem = 'invalid' | 'notWhole' | 'outOfRange';

/** The message of a refused time. */
export function timeMessage(problem: TimeProblem, field: string): string {
  if (problem === 'notWhole') return DATE_MESSAGES.timeNotWhole(field);
  if (problem === 'outOfRange') return DATE_MESSAGES.outOfRange(field);
  return DATE_MESSAGES.timeInvalid(field);
}

/** Whether year, month and day name a day that exists (Date.UTC would roll 2026-02-30 into March). */
function isRealDay(y: number, m: number, d: number): boolean {
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** Whether a string is a real calendar date YYYY-MM-DD (not 2026-02-30, not 2026-99-01). */
export function isCalendarDate(value: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return parts !== null && isRealDay(Number(parts[1]), Number(parts[2]), Number(parts[3]));
}

/** A calendar date's problem, or null when it is real and within the accepted range. */
export function calendarDateProblem(value: string, now = Date.now()): 'invalid' | 'outOfRange' | null {
  if (!isCalendarDate(value)) return 'invalid';
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(y, m - 1, d);
  return start >= EARLIEST_MS && start <= latestMs(now) ? null : 'outOfRange';
}

/** The message of a refused calendar date (see calendarDateProblem), or null when it is accepted. */
export function calendarDateMessage(value: string, field: string, now = Date.now()): string | null {
  const problem = calendarDateProblem(value, now);
  if (problem === null) return null;
  return problem === 'invalid' ? DATE_MESSAGES.dateInvalid(field) : DATE_MESSAGES.outOfRange(field);
}

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

/** Epoch ms of a strict ISO 8601 time with a zone; a problem when a part is impossible or finer than 1 ms. */
function parseIso(value: string): number | 'invalid' | 'notWhole' {
  const m = ISO_TIME.exec(value);
  if (!m) return 'invalid';
  const n = (i: number) => Number(m[i] ?? 0);
  const [y, mo, d, h, mi, s, offsetH, offsetM] = [n(1), n(2), n(3), n(4), n(5), n(6), n(10), n(11)];
  if (!isRealDay(y, mo, d) || h > 23 || mi > 59 || s > 59 || offsetH > 23 || offsetM > 59) return 'invalid';
  const fraction = m[7] ?? '';
  if (/[1-9]/.test(fraction.slice(3))) return 'notWhole';
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const offset = (m[9] === '-' ? -1 : 1) * (offsetH * 60 + offsetM) * 60_000;
  return Date.UTC(y, mo - 1, d, h, mi, s, ms) - offset;
}

/**
 * Reads a time a caller sent: a number of epoch ms, a string of digits (a query parameter), or ISO 8601
 * with a zone. Whole milliseconds only: a fraction would be cut off by the database, so it is refused.
 */
export function parseTime(value: number | string, now = Date.now()): { ms: number } | { problem: TimeProblem } {
  let ms: number | 'invalid' | 'notWhole';
  if (typeof value === 'number') ms = value;
  else if (/^-?\d{1,20}$/.test(value)) ms = Number(value);
  else ms = parseIso(value);
  if (ms === 'invalid' || ms === 'notWhole') return { problem: ms };
  if (!Number.isFinite(ms)) return { problem: 'invalid' };
  if (!Number.isInteger(ms)) return { problem: 'notWhole' };
  return isAcceptedTime(ms, now) ? { ms } : { problem: 'outOfRange' };
}
