import { MINUTE_MS } from './constants.ts';
import { DATA } from './messages.ts';

// Made on first use, not as the module loads: a page's first Intl format loads the browser's locale data, and a
// screen that shows no money (settings) never pays for it.
let money: Intl.NumberFormat | undefined;
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A duration as docs/product.md#data's 'Xh Ym' (e.g. '2h 5m'), counting whole minutes only so the display never
 * runs ahead of the billing, which also counts whole minutes. Negative durations show as '0h 0m'.
 * @throws RangeError 'Invalid time value' for NaN or an infinite duration.
 */
export function formatDuration(ms: number): string {
  if (Number.isNaN(ms) || ms === Number.POSITIVE_INFINITY) throw new RangeError(DATA.invalidTime);
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/**
 * US dollars from integer cents, e.g. 123456 → '$1,234.56' and -500 → '-$5.00'.
 * @throws RangeError for a value that is not a finite number.
 */
export function formatMoney(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Invalid amount: ${cents}`);
  // Dividing the rounded integer keeps 0.5-cent inputs from depending on binary fractions.
  money ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return money.format(Math.round(cents) / 100);
}

/**
 * Integer cents as the plain amount a dollar input holds, e.g. 7500 → '75.00' and 123456 → '1234.56': no
 * currency sign and no grouping, so the person edits a number and parseDollars reads it back unchanged.
 * @throws RangeError for a value that is not a finite number.
 */
export function formatDollars(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Invalid amount: ${cents}`);
  const whole = Math.abs(Math.round(cents));
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A typed dollar amount ('$1,234.50', '1234.5', '75') as integer cents; null when it is not one. */
export function parseDollars(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [dollars = '0', fraction = ''] = clean.split('.');
  // Digits, not Number(text) * 100, so 0.29 is 29 cents and never 28.999….
  return Number(dollars) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * A running clock's reading to the second, e.g. 2:05:09 (hours are not wrapped at 24): the live timer of a
 * stop under way. Negative durations show as 0:00:00.
 */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/**
 * Time left as the session countdown's mm:ss, e.g. 04:59, rounded up to the second so 00:00 shows only when
 * the time is up.
 */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/**
 * The document date format of docs/product.md#documents-page, e.g. 'Jan 5, 2025 3:04 PM', in the given IANA time zone
 * (the viewer's when omitted: the browser's own on screens, see inViewerZone).
 * @throws RangeError 'Invalid time value' (docs/product.md#messages) for an invalid date; Intl's RangeError for an unknown zone.
 */
export function formatDateTime(ms: number, timeZone?: string): string {
  const parts = dateTimeParts(ms, timeZone);
  // Assembled from parts: Intl puts a comma before the time and, in newer ICU, a narrow no-break space before AM/PM.
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/**
 * A calendar day in the given zone, else the viewer's (the browser's on screens), e.g. 'Jan 5, 2026': when a
 * member joined, when an invitation expires, when a claim is due.
 * @throws RangeError 'Invalid time value' for an invalid date.
 */
export function formatDate(ms: number, timeZone?: string): string {
  const parts = dateTimeParts(ms, timeZone);
  return `${parts.month} ${parts.day}, ${parts.year}`;
}

/**
 * A calendar day written YYYY-MM-DD (a date with no zone, like a payer's expected payment date) as
 * 'Jan 5, 2027', the same day wherever it is read; anything else is returned as it is.
 */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(ms) ? day : formatDate(ms, 'UTC');
}

/**
 * A stop's time where it happened: formatDateTime in the stop's IANA zone followed by the zone's short name,
 * e.g. 'Mar 8, 2026 3:30 AM CDT' (outside North America Intl names the offset: 'GMT+1'). The event screens,
 * the board, alerts, the invoice and the CSV all print stop times with it, so they always agree.
 * @throws RangeError as formatDateTime.
 */
export function formatZonedDateTime(ms: number, timeZone: string): string {
  return `${formatDateTime(ms, timeZone)} ${dateTimeParts(ms, timeZone).timeZoneName}`;
}

/**
 * A moment as the value of an <input type="datetime-local">, e.g. '2026-11-27T21:30', in the viewer's zone
 * (the browser's own on screens, see inViewerZone), as the browser reads the field back.
 * @throws RangeError 'Invalid time value' for an invalid date.
 */
export function formatInputDateTime(ms: number): string {
  const { year, month, day, hour, minute } = dateTimeParts(ms, undefined, 'input');
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

function dateTimeParts(
  ms: number,
  timeZone: string | undefined,
  kind?: keyof typeof DATE_TIME_OPTIONS,
): Record<string, string> {
  if (!Number.isFinite(ms) || Number.isNaN(new Date(ms).getTime())) throw new RangeError(DATA.invalidTime);
  const parts: Record<string, string> = {};
  for (const part of dateTimeFormat(timeZone, kind).formatToParts(ms)) parts[part.type] = part.value;
  return parts;
}

let counts: Intl.NumberFormat | undefined;

/** A whole count with US grouping, e.g. 12345 → '12,345': the screens' tallies of stops and events. */
export function formatNumber(n: number): string {
  counts ??= new Intl.NumberFormat('en-US');
  return counts.format(n);
}

/** A count with its noun, singular for exactly one: '1 claim', '0 claims', '12 detention events'. */
export function formatCount(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** How long to wait before trying again, from whole seconds: '45 seconds' under a minute, else minutes rounded up. */
export function formatWait(seconds: number): string {
  return seconds < 60
    ? formatCount(Math.max(1, Math.ceil(seconds)), 'second')
    : formatCount(Math.ceil(seconds / 60), 'minute');
}

/**
 * Minutes as hours with exactly 2 decimals (docs/product.md#reports-page), e.g. 90 → '1.50', 20 → '0.33'; halves round away from 0.
 * @throws RangeError for a value that is not a finite number.
 */
export function formatHours(minutes: number): string {
  if (!Number.isFinite(minutes)) throw new RangeError(`Invalid minutes: ${minutes}`);
  // Integer hundredths avoid toFixed's binary-fraction surprises such as (1.005).toFixed(2) === '1.00'.
  const hundredths = Math.round((Math.abs(minutes) * 100) / 60);
  const sign = minutes < 0 && hundredths > 0 ? '-' : '';
  return `${sign}${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/**
 * The zone of the person a screen is drawn for, where the runtime's own is not theirs (see inViewerZone); null
 * while drawing for someone whose zone is not known.
 */
let viewerZone: string | null | undefined;
/** Whether the drawing under way for a viewer of unknown zone asked for a date in it. */
let unknownZoneAsked = false;

/**
 * Thrown for a date asked in the viewer's zone while a screen is drawn for a viewer whose zone is not known
 * (inViewerZone with null): the screen cannot be drawn for them, only by their own browser.
 */
export class ViewerZoneUnknown extends Error {
  constructor() {
    super("The viewer's time zone is not known");
    this.name = 'ViewerZoneUnknown';
  }
}

/**
 * Runs `draw` with dates formatted in `zone` when no zone is given: the worker draws a screen for a visitor
 * whose browser said its zone (a screen prints dates in the browser's zone, and the worker's own is UTC).
 * With a null zone (a browser that has not said it yet), a screen that prints no such date is drawn as usual,
 * and any date in the viewer's zone throws ViewerZoneUnknown: at the date, and again once `draw` returns in
 * case the drawing caught the first (a renderer showing a fallback in its place).
 * Synchronous only: the zone holds for exactly the call, never across an await.
 */
export function inViewerZone<T>(zone: string | null, draw: () => T): T {
  const before = { zone: viewerZone, asked: unknownZoneAsked };
  viewerZone = zone;
  unknownZoneAsked = false;
  try {
    const drawn = draw();
    if (unknownZoneAsked) throw new ViewerZoneUnknown();
    return drawn;
  } finally {
    viewerZone = before.zone;
    unknownZoneAsked = before.asked;
  }
}

/** The two ways a moment is written: for reading ('Jan 5, 2025 3:04 PM CST'), and as a form field's value. */
const DATE_TIME_OPTIONS = {
  text: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZoneName: 'short',
  },
  input: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function dateTimeFormat(zone: string | undefined, kind: keyof typeof DATE_TIME_OPTIONS = 'text'): Intl.DateTimeFormat {
  if (zone === undefined && viewerZone === null) {
    unknownZoneAsked = true;
    throw new ViewerZoneUnknown();
  }
  const timeZone = zone ?? viewerZone ?? undefined;
  const key = `${kind} ${timeZone ?? ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...DATE_TIME_OPTIONS[kind] });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** A share (0-1) as a percentage with one decimal, e.g. 0.1234 → 12.3 (the CSV columns' number). */
export function sharePercent(share: number): number {
  return Math.round(share * 1000) / 10;
}

/** A share (0-1) as the screens print it, e.g. '12.3%'. */
export function formatPercent(share: number): string {
  return `${sharePercent(share)}%`;
}
