import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  localDate,
  offsetChanges,
  TIME_ZONE_MESSAGES,
  toInstant,
  toWall,
  zoneOffset,
} from './time-zones.ts';
import { timeZoneField } from './schemas/time-zone.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

describe('wall clock of a zone', () => {
  it('reads the offset in force: CST in winter, CDT in summer, none in UTC', () => {
    expect(zoneOffset(at('2026-01-15T12:00:00Z'), 'America/Chicago')).toBe(-6 * HOUR);
    expect(zoneOffset(at('2026-07-15T12:00:00Z'), 'America/Chicago')).toBe(-5 * HOUR);
    expect(zoneOffset(at('2026-07-15T12:00:00.250Z'), 'UTC')).toBe(0);
    expect(zoneOffset(at('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
  });

  it('turns a wall time back into its instant, also on both sides of a change', () => {
    for (const instant of [
      '2026-03-08T07:59:00Z',
      '2026-03-08T08:00:00Z',
      '2026-11-01T06:30:00Z',
      '2026-11-01T08:30:00Z',
    ]) {
      expect(iso(toInstant(toWall(at(instant), 'America/Chicago'), 'America/Chicago'))).toBe(
        instant.replace('Z', '.000Z'),
      );
    }
  });

  it('moves a skipped time forward by the jump, and takes the first pass of a repeated one', () => {
    // 02:30 on 8 March 2026 never happened in Chicago (it names 03:30 CDT); 01:30 on 1 November happened twice.
    expect(iso(toInstant(at('2026-03-08T02:30:00Z'), 'America/Chicago'))).toBe('2026-03-08T08:30:00.000Z');
    expect(iso(toInstant(at('2026-11-01T01:30:00Z'), 'America/Chicago'))).toBe('2026-11-01T06:30:00.000Z');
    // Where midnight itself is skipped (Santiago, September), the day starts at the jump.
    expect(iso(toInstant(at('2026-09-06T00:00:00Z'), 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
  });

  it('gives the local date of an instant', () => {
    expect(localDate(at('2026-03-11T03:00:00Z'), 'America/Chicago')).toBe('2026-03-10');
    expect(localDate(at('2026-03-11T03:00:00Z'), 'Europe/Berlin')).toBe('2026-03-11');
  });
});

describe('offsetChanges', () => {
  it('lists the offset at the start and each change of a year, to the millisecond', () => {
    const from = at('2026-01-01T06:00:00Z');
    const to = at('2027-01-01T06:00:00Z');
    expect(offsetChanges('America/Chicago', from, to)).toEqual([
      { at: from, offset: -6 * HOUR },
      { at: at('2026-03-08T08:00:00Z'), offset: -5 * HOUR },
      { at: at('2026-11-01T07:00:00Z'), offset: -6 * HOUR },
    ]);
    expect(offsetChanges('America/Phoenix', from, to)).toEqual([{ at: from, offset: -7 * HOUR }]);
  });

  it('leaves out a change at the very end of the window', () => {
    const change = at('2026-03-08T08:00:00Z');
    expect(offsetChanges('America/Chicago', change - 5 * 86_400_000, change)).toHaveLength(1);
    expect(offsetChanges('America/Chicago', change - 5 * 86_400_000, change + 1)).toHaveLength(2);
  });
});

describe('zone names', () => {
  it('accepts zones the runtime knows under their canonical spelling, and nothing else', () => {
    expect(canonicalTimeZone('america/chicago')).toBe('America/Chicago');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    for (const bad of ['Mars/Olympus_Mons', '+05:00', '', 'America/Chicago; DROP TABLE']) {
      expect(canonicalTimeZone(bad), bad).toBeNull();
    }
    expect(timeZoneField.parse(' America/New_York ')).toBe('America/New_York');
    expect(timeZoneField.safeParse('Central Time').error?.issues[0]?.message).toBe(TIME_ZONE_MESSAGES.invalid);
  });
});
