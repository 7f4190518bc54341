import { z } from 'zod';

/** The refusal of a text over its limit, naming the field as its form labels it. */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * A required text field, trimmed: `message` when it is missing or blank, `tooLong` when it passes `max` (a
 * schema-wide `error` alone would answer "required" for a text that is only too long).
 */
export const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(label, max));
