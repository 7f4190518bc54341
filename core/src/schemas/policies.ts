import { z } from 'zod';
import type { DetentionPolicy } from '../detention.ts';
import { OPEN_STOP_MAX_HOURS } from './event-constants.ts';
import { BILLING_INCREMENTS, POLICY_MESSAGES } from './policy-constants.ts';

export * from './policy-constants.ts';

const fields = {
  freeMinutes: z
    .number({ error: POLICY_MESSAGES.freeMinutes })
    .int(POLICY_MESSAGES.freeMinutes)
    .min(0, POLICY_MESSAGES.freeMinutes)
    .max(1440, POLICY_MESSAGES.freeMinutes),
  hourlyRateCents: z
    .number({ error: POLICY_MESSAGES.hourlyRate })
    .int(POLICY_MESSAGES.hourlyRate)
    .min(0, POLICY_MESSAGES.hourlyRate)
    .max(1_000_000, POLICY_MESSAGES.hourlyRate),
  incrementMinutes: z
    .number({ error: POLICY_MESSAGES.increment })
    .refine((v) => (BILLING_INCREMENTS as readonly number[]).includes(v), POLICY_MESSAGES.increment),
  rounding: z.enum(['up', 'down', 'nearest'], { error: POLICY_MESSAGES.rounding }),
  capCents: z
    .number({ error: POLICY_MESSAGES.cap })
    .int(POLICY_MESSAGES.cap)
    .min(0, POLICY_MESSAGES.cap)
    .max(100_000_000, POLICY_MESSAGES.cap)
    .nullable(),
  clockStart: z.enum(['arrival', 'appointment'], { error: POLICY_MESSAGES.clockStart }),
  lateArrival: z.enum(['forfeit', 'from_arrival'], { error: POLICY_MESSAGES.lateArrival }),
  lateGraceMinutes: z
    .number({ error: POLICY_MESSAGES.grace })
    .int(POLICY_MESSAGES.grace)
    .min(0, POLICY_MESSAGES.grace)
    .max(240, POLICY_MESSAGES.grace),
};

/** The company default: every field given. */
export const fullPolicySchema = z.object(fields) satisfies z.ZodType<DetentionPolicy>;

/** A customer or facility override: only the fields it changes; the rest are inherited. */
export const policyOverrideSchema = z.object({
  freeMinutes: fields.freeMinutes.optional(),
  hourlyRateCents: fields.hourlyRateCents.optional(),
  incrementMinutes: fields.incrementMinutes.optional(),
  rounding: fields.rounding.optional(),
  capCents: fields.capCents.optional(),
  clockStart: fields.clockStart.optional(),
  lateArrival: fields.lateArrival.optional(),
  lateGraceMinutes: fields.lateGraceMinutes.optional(),
});
export type PolicyOverride = z.infer<typeof policyOverrideSchema>;

export const claimSettingsSchema = z.object({
  reminderDays: z
    .number({ error: POLICY_MESSAGES.reminderDays })
    .int(POLICY_MESSAGES.reminderDays)
    .min(1, POLICY_MESSAGES.reminderDays)
    .max(365, POLICY_MESSAGES.reminderDays),
});

const openStopHours = z
  .number({ error: POLICY_MESSAGES.openStopHours })
  .int(POLICY_MESSAGES.openStopHours)
  .min(1, POLICY_MESSAGES.openStopHours)
  .max(OPEN_STOP_MAX_HOURS, POLICY_MESSAGES.openStopHours);

/** How old the check-in of a stop still under way may be: confirmed beyond the first, refused beyond the second. */
export const openStopSettingsSchema = z
  .object({ confirmHours: openStopHours, limitHours: openStopHours })
  .refine((s) => s.confirmHours <= s.limitHours, { message: POLICY_MESSAGES.openStopOrder, path: ['confirmHours'] });
export type OpenStopSettings = z.infer<typeof openStopSettingsSchema>;
