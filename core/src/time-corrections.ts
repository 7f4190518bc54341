/**
 * A stop's time corrected by hand as its history, the claim's invoice and the payer's page keep it, and its
 * words: plain data and text (the correction form's schema is in schemas/time-corrections.ts), so a screen that
 * only shows corrections does not load the validation library.
 */
import { type TimeSource, timeSourceLabel } from './integrations/constants.ts';

/** One replaced time as the stop's history and the claim's invoice keep it. */
export interface TimeCorrection {
  field: 'checkIn' | 'checkOut';
  from: number;
  to: number;
  /** Where the replaced time came from; null for rows older than sources. */
  fromSource: TimeSource | null;
  /** The replaced time's GPS fix, kept as evidence. */
  fromFix: { lat: number; lng: number; accuracyM: number | null } | null;
  reason: string;
}

/** A correction as kept on a claim: when it was made and by whom. */
export interface TimeCorrectionRecord extends TimeCorrection {
  at: number;
  by: string | null;
}

/** A correction in words, the same on the timeline, the invoice and the payer's page; `at` formats a time. */
export function correctionText(c: TimeCorrection, at: (ms: number) => string): string {
  const what = c.field === 'checkIn' ? 'Check-in' : 'Check-out';
  const source = timeSourceLabel(c.fromSource);
  return `${what} corrected from ${at(c.from)}${source ? ` (${source})` : ''} to ${at(c.to)}: ${c.reason}`;
}

/** The corrections in a log entry's details, or none when they are not readable. */
export function correctionsIn(details: unknown): TimeCorrection[] {
  const list = (details as { corrections?: unknown } | null)?.corrections;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (c): c is TimeCorrection =>
      typeof c === 'object' &&
      c !== null &&
      (c.field === 'checkIn' || c.field === 'checkOut') &&
      typeof c.from === 'number' &&
      typeof c.to === 'number' &&
      typeof c.reason === 'string',
  );
}
