import { z } from 'zod';
import { DATE_FIELDS } from '../date-input.ts';
import { optionalTimestamp } from './dates.ts';
import { FUTURE_TOLERANCE_MS } from './event-constants.ts';

/** Texts of correcting a stop's check-in or check-out time by hand. */
export const TIME_CORRECTION_MESSAGES = {
  reasonRequired: 'Say why the time is corrected (at least 3 characters)',
  reasonTooLong: 'The reason can be at most 500 characters',
  nothingGiven: 'Give the corrected check-in or check-out time',
  inFuture: 'A corrected time cannot be in the future',
  unchanged: 'The times are unchanged',
  endBeforeStart: 'The check-out must come after the check-in',
  openStop: 'This stop is still under way: mark it complete to set its check-out',
  notCorrectable: 'Only a stop under way or completed can have its times corrected',
  claimed: "This stop is on a claim: its times are fixed by the claim's invoice",
  changedMeanwhile: 'This stop was changed a moment ago. Reload it and try again.',
  corrected: 'Times corrected. The previous times are kept in the timeline.',
} as const;

const notFuture = (ms: number | null) => ms === null || ms <= Date.now() + FUTURE_TOLERANCE_MS;

/**
 * A correction of a stop's times: either or both of check-in and check-out, with the reason, which stays in
 * the stop's history with the replaced time and where it came from (an ELD or phone fix is never lost).
 */
export const correctTimesSchema = z
  .object({
    checkInTime: optionalTimestamp(DATE_FIELDS.checkInTime).refine(notFuture, TIME_CORRECTION_MESSAGES.inFuture),
    checkOutTime: optionalTimestamp(DATE_FIELDS.checkOutTime).refine(notFuture, TIME_CORRECTION_MESSAGES.inFuture),
    reason: z
      .string({ error: TIME_CORRECTION_MESSAGES.reasonRequired })
      .trim()
      .min(3, TIME_CORRECTION_MESSAGES.reasonRequired)
      .max(500, TIME_CORRECTION_MESSAGES.reasonTooLong),
  })
  .refine((input) => input.checkInTime !== null || input.checkOutTime !== null, {
    path: ['checkInTime'],
    message: TIME_CORRECTION_MESSAGES.nothingGiven,
  });
export type CorrectTimesInput = z.infer<typeof correctTimesSchema>;
