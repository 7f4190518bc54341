import { z } from 'zod';
import { pageFields } from './paging.ts';
import { DATE_FIELDS, DATE_MESSAGES } from '../date-input.ts';
import { CLAIM_MESSAGES, CLAIM_STATUSES, CLAIM_TEXT_MAX, REASON_REQUIRED } from './claim-rules.ts';
import { timestamp } from './dates.ts';
import { FUTURE_TOLERANCE_MS } from './event-constants.ts';

export * from './claim-rules.ts';

export const createClaimSchema = z.object({
  eventId: z.string({ error: CLAIM_MESSAGES.eventRequired }).trim().min(1, CLAIM_MESSAGES.eventRequired).max(64),
  note: z.string().trim().max(1000).nullish(),
});

const reasonText = z.string().trim().max(CLAIM_TEXT_MAX.reason).nullish();

/** A hand-made move; disputing and waiving say why (the reason lands in the claim's history). */
export const claimStatusSchema = z
  .object({ status: z.enum(['sent', 'disputed', 'waived']), note: reasonText })
  .superRefine((input, ctx) => {
    const required = REASON_REQUIRED[input.status];
    if (required && !input.note) ctx.addIssue({ code: 'custom', path: ['note'], message: required });
  });

/** Reopening a waived claim (the undo of a write-off), with its reason. */
export const reopenClaimSchema = z.object({
  reason: z
    .string({ error: CLAIM_MESSAGES.reopenReasonRequired })
    .trim()
    .min(1, CLAIM_MESSAGES.reopenReasonRequired)
    .max(CLAIM_TEXT_MAX.reason),
});

export const paymentSchema = z.object({
  amountCents: z
    .number({ error: CLAIM_MESSAGES.paymentRequired })
    .int(CLAIM_MESSAGES.paymentRequired)
    .min(1, CLAIM_MESSAGES.paymentRequired),
  /** When the money arrived, never later than now (a small clock drift aside). */
  receivedAt: timestamp(DATE_FIELDS.receivedAt, CLAIM_MESSAGES.receivedAtRequired).refine(
    (ms) => ms <= Date.now() + FUTURE_TOLERANCE_MS,
    { message: DATE_MESSAGES.inFuture(DATE_FIELDS.receivedAt) },
  ),
  reference: z
    .string({ error: CLAIM_MESSAGES.referenceRequired })
    .trim()
    .min(1, CLAIM_MESSAGES.referenceRequired)
    .max(CLAIM_TEXT_MAX.reference),
  note: z.string().trim().max(CLAIM_TEXT_MAX.reason).nullish(),
});
export type PaymentInput = z.infer<typeof paymentSchema>;

export const claimListQuerySchema = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  ...pageFields,
});
