import { z } from 'zod';
import { calendarDateMessage, DATE_MESSAGES, parseTime, timeMessage } from '../date-input.ts';

/** Epoch ms of a time, or an issue naming the field. */
function toMs(field: string, value: number | string, ctx: z.RefinementCtx): number {
  const parsed = parseTime(value);
  if ('ms' in parsed) return parsed.ms;
  ctx.addIssue({ code: 'custom', message: timeMessage(parsed.problem, field) });
  return z.NEVER;
}

/**
 * A required time (epoch ms or ISO 8601 with a zone) as whole epoch ms within the accepted range;
 * missing or empty answers `requiredMessage`.
 */
export const timestamp = (field: string, requiredMessage = DATE_MESSAGES.timeRequired(field)) =>
  z.union([z.number(), z.string()], { error: requiredMessage }).transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    return toMs(field, value, ctx);
  });

/** An optional time of a JSON body: omitted or null is none (null); anything else must be a valid time. */
export const optionalTimestamp = (field: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: DATE_MESSAGES.timeInvalid(field) })
    .optional()
    .transform((value, ctx) => (value === undefined || value === null ? null : toMs(field, value, ctx)));

/** An optional time of a query string (epoch ms as digits, or ISO 8601); given but empty is refused. */
export const timestampQuery = (field: string) =>
  z
    .string({ error: DATE_MESSAGES.timeInvalid(field) })
    .optional()
    .transform((value, ctx) => (value === undefined ? undefined : toMs(field, value, ctx)));

/**
 * An optional calendar date of a query string, YYYY-MM-DD that exists and lies within the accepted range.
 * Empty is the same as absent: the pickers send their empty date inputs as they are; whether a date is
 * needed is the enclosing schema's rule.
 */
export const calendarDateQuery = (field: string) =>
  z
    .string({ error: DATE_MESSAGES.dateInvalid(field) })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const message = calendarDateMessage(value, field);
      if (message === null) return value;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
