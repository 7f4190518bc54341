import { z } from 'zod';
import type { DetentionPolicy } from '../detention.ts';

export const POLICY_MESSAGES = {
  freeMinutes: 'Free time must be between 0 and 1440 minutes',
  hourlyRate: 'Hourly rate must be between $0.00 and $10,000.00',
  increment: 'Billing increment must be 1, 5, 6, 10, 15, 30 or 60 minutes',
  rounding: 'Rounding must be up, down or nearest',
  cap: 'The cap per stop must be $0.00 or more, or empty for no cap',
  clockStart: 'The clock starts at arrival or at the appointment',
  lateArrival: 'A late arrival either forfeits detention or counts from arrival',
  grace: 'The late-arrival grace must be between 0 and 240 minutes',
  reminderDays: 'Remind after 1 to 365 days',
} as const;

export const BILLING_INCREMENTS = [1, 5, 6, 10, 15, 30, 60] as const;

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
