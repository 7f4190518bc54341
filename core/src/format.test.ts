import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from './constants.ts';
import {
  formatCalendarDay,
  formatPercent,
  sharePercent,
  formatClock,
  formatCount,
  formatWait,
  formatNumber,
  formatCountdown,
  formatDate,
  formatDollars,
  formatDateTime,
  formatDuration,
  formatHours,
  formatInputDateTime,
  formatMoney,
  formatZonedDateTime,
  inViewerZone,
  parseDollars,
  ViewerZoneUnknown,
} from './format.ts';
import { DATA } from './messages.ts';

const HOUR_MS = 60 * MINUTE_MS;

describe('formatDuration', () => {
  it("shows 'Xh Ym'", () => {
    expect(formatDuration(2 * HOUR_MS + 5 * MINUTE_MS)).toBe('2h 5m');
    expect(formatDuration(45 * MINUTE_MS)).toBe('0h 45m');
    expect(formatDuration(0)).toBe('0h 0m');
    expect(formatDuration(26 * HOUR_MS)).toBe('26h 0m');
  });

  it('counts whole minutes, never rounding up', () => {
    expect(formatDuration(59_999)).toBe('0h 0m');
    expect(formatDuration(2 * HOUR_MS - 1)).toBe('1h 59m');
  });

  it('shows a negative duration as 0', () => {
    expect(formatDuration(-5 * MINUTE_MS)).toBe('0h 0m');
    expect(formatDuration(Number.NEGATIVE_INFINITY)).toBe('0h 0m');
  });

  it('refuses NaN with the date error of docs/product.md#messages', () => {
    expect(() => formatDuration(Number.NaN)).toThrow(new RangeError(DATA.invalidTime));
  });
});

describe('formatMoney', () => {
  it('shows US dollars with thousands separators and cents', () => {
    expect(formatMoney(123_456)).toBe('$1,234.56');
    expect(formatMoney(7500)).toBe('$75.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89');
  });

  it('shows credits with a minus sign and rounds fractional cents', () => {
    expect(formatMoney(-500)).toBe('-$5.00');
    expect(formatMoney(1874.6)).toBe('$18.75');
  });

  it('refuses a value that is not a number', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  const instant = Date.parse('2025-01-05T15:04:00Z');

  it("matches the document date format 'Jan 5, 2025 3:04 PM'", () => {
    expect(formatDateTime(instant, 'UTC')).toBe('Jan 5, 2025 3:04 PM');
  });

  it('uses plain spaces only, so the text matches what is typed in tests and CSV', () => {
    expect(formatDateTime(instant, 'UTC')).toMatch(/^[A-Za-z0-9, :]+$/);
  });

  it('converts to the given time zone, including the day and year change', () => {
    expect(formatDateTime(instant, 'America/Chicago')).toBe('Jan 5, 2025 9:04 AM');
    expect(formatDateTime(Date.parse('2025-01-01T02:30:00Z'), 'America/Los_Angeles')).toBe('Dec 31, 2024 6:30 PM');
  });

  it('follows the DST offset of the date', () => {
    expect(formatDateTime(Date.parse('2026-03-08T08:30:00Z'), 'America/Chicago')).toBe('Mar 8, 2026 3:30 AM');
    expect(formatDateTime(Date.parse('2026-03-08T07:30:00Z'), 'America/Chicago')).toBe('Mar 8, 2026 1:30 AM');
  });

  it('shows midnight and noon as 12 AM and 12 PM', () => {
    expect(formatDateTime(Date.parse('2025-07-04T00:00:00Z'), 'UTC')).toBe('Jul 4, 2025 12:00 AM');
    expect(formatDateTime(Date.parse('2025-07-04T12:09:00Z'), 'UTC')).toBe('Jul 4, 2025 12:09 PM');
  });

  it("throws 'Invalid time value' for an invalid date", () => {
    expect(() => formatDateTime(Number.NaN, 'UTC')).toThrow(new RangeError(DATA.invalidTime));
    expect(() => formatDateTime(Date.parse('not a date'), 'UTC')).toThrow(DATA.invalidTime);
    expect(() => formatDateTime(9e15, 'UTC')).toThrow(DATA.invalidTime);
  });

  it('throws for an unknown time zone', () => {
    expect(() => formatDateTime(instant, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('inViewerZone', () => {
  const at = Date.UTC(2026, 10, 27, 3, 30);
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;

  it('formats dates given no zone in the viewer’s, for the call only; a zone given still wins', () => {
    expect(inViewerZone('America/Chicago', () => formatDateTime(at))).toBe('Nov 26, 2026 9:30 PM');
    expect(inViewerZone('America/Chicago', () => formatDate(at))).toBe('Nov 26, 2026');
    expect(inViewerZone('America/Chicago', () => formatDateTime(at, 'Asia/Tokyo'))).toBe('Nov 27, 2026 12:30 PM');
    expect(formatDateTime(at)).toBe(formatDateTime(at, own));
  });

  it('with no zone known, throws for a date in the viewer’s zone, even one the drawing caught, and not for others', () => {
    expect(() => inViewerZone(null, () => formatDateTime(at))).toThrow(ViewerZoneUnknown);
    expect(() => inViewerZone(null, () => formatInputDateTime(at))).toThrow(ViewerZoneUnknown);
    const caught = () => {
      try {
        return formatDate(at);
      } catch {
        return 'a fallback';
      }
    };
    expect(() => inViewerZone(null, caught)).toThrow(ViewerZoneUnknown);
    expect(inViewerZone(null, () => formatZonedDateTime(at, 'America/Chicago'))).toBe('Nov 26, 2026 9:30 PM CST');
    // A drawing with a known zone inside one without (or the reverse) has its own.
    expect(inViewerZone(null, () => inViewerZone('Asia/Tokyo', () => formatDate(at)))).toBe('Nov 27, 2026');
    expect(formatDateTime(at)).toBe(formatDateTime(at, own));
  });

  it('gives the runtime’s zone back even when the call throws', () => {
    expect(() =>
      inViewerZone('America/Chicago', () => {
        throw new Error('drawing failed');
      }),
    ).toThrow('drawing failed');
    expect(formatDateTime(at)).toBe(formatDateTime(at, own));
  });
});

describe('formatInputDateTime', () => {
  it('writes a moment as a datetime-local value in the viewer’s zone, midnight as 00', () => {
    const at = Date.UTC(2026, 10, 27, 3, 30);
    expect(inViewerZone('America/Chicago', () => formatInputDateTime(at))).toBe('2026-11-26T21:30');
    expect(inViewerZone('UTC', () => formatInputDateTime(Date.UTC(2026, 0, 5, 0, 7)))).toBe('2026-01-05T00:07');
    expect(inViewerZone('Asia/Kolkata', () => formatInputDateTime(Date.UTC(2026, 0, 5, 18, 30)))).toBe(
      '2026-01-06T00:00',
    );
    expect(() => formatInputDateTime(Number.NaN)).toThrow(DATA.invalidTime);
  });
});

describe('formatZonedDateTime', () => {
  it("prints a stop's time in its zone with the zone's name, daylight saving included", () => {
    expect(formatZonedDateTime(Date.parse('2026-03-08T07:30:00Z'), 'America/Chicago')).toBe('Mar 8, 2026 1:30 AM CST');
    expect(formatZonedDateTime(Date.parse('2026-03-08T08:30:00Z'), 'America/Chicago')).toBe('Mar 8, 2026 3:30 AM CDT');
    expect(formatZonedDateTime(Date.parse('2026-11-21T20:05:00Z'), 'America/New_York')).toBe(
      'Nov 21, 2026 3:05 PM EST',
    );
    expect(formatZonedDateTime(Date.parse('2026-07-01T12:00:00Z'), 'America/Phoenix')).toBe('Jul 1, 2026 5:00 AM MST');
  });

  it('is formatDateTime of the same zone plus the name, so screens and documents read alike', () => {
    const at = Date.parse('2026-06-02T16:09:00Z');
    expect(formatZonedDateTime(at, 'America/New_York')).toBe(`${formatDateTime(at, 'America/New_York')} EDT`);
    expect(formatZonedDateTime(at, 'Europe/Berlin')).toBe('Jun 2, 2026 6:09 PM GMT+2');
  });

  it("throws 'Invalid time value' for an invalid date", () => {
    expect(() => formatZonedDateTime(Number.NaN, 'UTC')).toThrow(DATA.invalidTime);
  });
});

describe('formatHours', () => {
  it('shows hours with exactly 2 decimals', () => {
    expect(formatHours(90)).toBe('1.50');
    expect(formatHours(120)).toBe('2.00');
    expect(formatHours(0)).toBe('0.00');
    expect(formatHours(20)).toBe('0.33');
    expect(formatHours(40)).toBe('0.67');
    expect(formatHours(6000)).toBe('100.00');
  });

  it('rounds halves up where binary fractions would round them down', () => {
    // 0.3 minutes = 0.005 h
    expect(formatHours(0.3)).toBe('0.01');
    // 60.3 minutes = 1.005 h, which (1.005).toFixed(2) shows as '1.00'
    expect(formatHours(60.3)).toBe('1.01');
  });

  it('keeps the sign of a negative value and never shows -0.00', () => {
    expect(formatHours(-90)).toBe('-1.50');
    expect(formatHours(-0.1)).toBe('0.00');
  });

  it('refuses a value that is not a number', () => {
    expect(() => formatHours(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatNumber', () => {
  it('groups a whole count the US way', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatNumber(601000)).toBe('601,000');
  });
});

describe('formatCount', () => {
  it('puts the noun in the singular for exactly one', () => {
    expect(formatCount(1, 'claim')).toBe('1 claim');
    expect(formatCount(0, 'claim')).toBe('0 claims');
    expect(formatCount(12, 'detention event')).toBe('12 detention events');
  });
});

describe('formatWait', () => {
  it('tells a wait under a minute in seconds and a longer one in minutes, rounded up', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(45)).toBe('45 seconds');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(61)).toBe('2 minutes');
    expect(formatWait(4028)).toBe('68 minutes');
  });
});

describe('formatDollars and parseDollars', () => {
  it('writes cents as the plain amount a dollar input holds', () => {
    expect(formatDollars(7500)).toBe('75.00');
    expect(formatDollars(123456)).toBe('1234.56');
    expect(formatDollars(5)).toBe('0.05');
    expect(formatDollars(-500)).toBe('-5.00');
    expect(formatDollars(0.4)).toBe('0.00');
    expect(() => formatDollars(Number.NaN)).toThrow(RangeError);
  });

  it('reads what people type back into cents, exactly', () => {
    expect(parseDollars('75')).toBe(7500);
    expect(parseDollars('75.5')).toBe(7550);
    expect(parseDollars(' $1,234.56 ')).toBe(123456);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars(formatDollars(1_000_000))).toBe(1_000_000);
  });

  it('refuses anything that is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '.5', '12.']) expect(parseDollars(text), text).toBeNull();
  });
});

describe('formatClock', () => {
  it('reads hours, minutes and seconds of a running stop', () => {
    expect(formatClock(2 * HOUR_MS + 5 * MINUTE_MS + 9_999)).toBe('2:05:09');
    expect(formatClock(0)).toBe('0:00:00');
    expect(formatClock(26 * HOUR_MS)).toBe('26:00:00');
    expect(formatClock(-1000)).toBe('0:00:00');
  });
});

describe('formatCountdown', () => {
  it('shows the time left as mm:ss, rounded up to the second', () => {
    expect(formatCountdown(5 * MINUTE_MS)).toBe('05:00');
    expect(formatCountdown(4 * MINUTE_MS + 58_001)).toBe('04:59');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3000)).toBe('00:00');
  });
});

describe('formatDate', () => {
  it('shows the calendar day in the runtime’s zone, as the medium US date', () => {
    const ms = new Date(2026, 0, 5, 23, 30).getTime();
    expect(formatDate(ms)).toBe('Jan 5, 2026');
    expect(formatDate(ms)).toBe(new Date(ms).toLocaleDateString('en-US', { dateStyle: 'medium' }));
    expect(() => formatDate(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatCalendarDay', () => {
  it('prints a YYYY-MM-DD day as that same day whatever the runtime zone, and leaves anything else as it is', () => {
    expect(formatCalendarDay('2027-01-05')).toBe('Jan 5, 2027');
    expect(formatCalendarDay('2030-01-01')).toBe('Jan 1, 2030');
    expect(formatCalendarDay('next week')).toBe('next week');
  });
});

describe('formatPercent', () => {
  it('prints a share with one decimal', () => {
    expect(formatPercent(0.1234)).toBe('12.3%');
    expect(formatPercent(1)).toBe('100%');
    expect(sharePercent(0)).toBe(0);
  });
});
