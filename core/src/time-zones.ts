/**
 * IANA time zones without a time-zone database of our own: the runtime's Intl (browsers, Node and workerd
 * all ship ICU) answers what the wall clock reads in a zone at an instant, and everything else is derived
 * from that. A "wall" time is the local date and time written as if it were UTC (Date.UTC of the local
 * fields), which makes calendar arithmetic on local days plain integer arithmetic.
 */

/** The zone of companies that never chose one, and of a signup whose browser named none. */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

export const DAY_MS = 86_400_000;

export const TIME_ZONE_MESSAGES = {
  invalid: 'Time zone must be an IANA time zone such as America/Chicago',
} as const;

const fieldFormats = new Map<string, Intl.DateTimeFormat>();

function fieldFormat(zone: string): Intl.DateTimeFormat {
  let format = fieldFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    fieldFormats.set(zone, format);
  }
  return format;
}

/** The zone's canonical name (America/Chicago for america/chicago), or null when the runtime does not know it. */
export function canonicalTimeZone(name: string): string | null {
  // Offsets such as +05:00 are accepted by Intl but are not places: a company or facility needs a real zone.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name) || name.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The wall time (local fields as if UTC) of instant `at` in `zone`. */
export function toWall(at: number, zone: string): number {
  const p: Record<string, number> = {};
  for (const part of fieldFormat(zone).formatToParts(at)) p[part.type] = Number(part.value);
  const wall = Date.UTC(
    p.year ?? 1970,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    (p.hour ?? 0) % 24,
    p.minute ?? 0,
    p.second ?? 0,
  );
  // Intl drops the milliseconds; keep them so toWall(at) - at is the exact offset.
  return wall + (((at % 1000) + 1000) % 1000);
}

/** Milliseconds the zone's clock is ahead of UTC at instant `at` (−5 h for Chicago in summer). */
export const zoneOffset = (at: number, zone: string): number => toWall(at, zone) - at;

/**
 * The instant a wall time names in `zone`. A time the clock skipped (spring forward) is moved on by the jump
 * (02:30 names 03:30 CDT) and a time it read twice (fall back) names its first pass, so a local day always
 * starts at the first instant on that date, even where midnight itself was skipped.
 */
export function toInstant(wall: number, zone: string): number {
  const before = zoneOffset(wall - DAY_MS, zone);
  const after = zoneOffset(wall + DAY_MS, zone);
  const fits = [wall - before, wall - after].filter((at) => zoneOffset(at, zone) === wall - at);
  return fits.length ? Math.min(...fits) : wall - before;
}

/** The local calendar date (YYYY-MM-DD) of an instant in `zone`. */
export const localDate = (at: number, zone: string): string => new Date(toWall(at, zone)).toISOString().slice(0, 10);

/** How often offsetChanges looks at the clock: zones change their offset months apart, never within a week. */
const PROBE_MS = 7 * DAY_MS;

/**
 * The UTC offsets in force over [from, to): the first entry holds from `from` on, each later one from the
 * instant the clock changed. The offset is read once a week and a change is then narrowed to the second (the
 * zone database changes clocks on whole seconds), so a year costs about a hundred Intl calls.
 */
export function offsetChanges(zone: string, from: number, to: number): { at: number; offset: number }[] {
  const changes = [{ at: from, offset: zoneOffset(from, zone) }];
  let previous = changes[0]?.offset;
  for (let low = from; low < to; low += PROBE_MS) {
    const high = Math.min(low + PROBE_MS, to);
    const offset = zoneOffset(high, zone);
    if (offset === previous) continue;
    previous = offset;
    // The change lies in (low, high]: halve the interval until `end` is its first second.
    let start = low;
    let end = high;
    while (end - start > 1000) {
      const mid = start + Math.max(1000, Math.floor((end - start) / 2000) * 1000);
      if (zoneOffset(mid, zone) === offset) end = mid;
      else start = mid;
    }
    // Changes fall on whole seconds: `end` is within a second after it.
    const at = Math.floor(end / 1000) * 1000;
    if (at < to) changes.push({ at, offset });
  }
  return changes;
}
