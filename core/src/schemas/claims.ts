import { z } from 'zod';
import { CLAIM_MESSAGES, CLAIM_STATUSES } from './claim-rules.ts';
import { DATE_FIELDS, DATE_MESSAGES } from '../date-input.ts';
import { optionalTimestamp } from './dates.ts';
import { FUTURE_TOLERANCE_MS } from './event-constants.ts';

export * from './claim-rules.ts';

export const createClaimSchema = z.object({
  eventId: z.string({ error: CLAIM_MESSAGES.eventRequired }).trim().min(1, CLAIM_MESSAGES.eventRequired).max(64),
  note: z.string().trim().max(1000).nullish(),
});

export const claimStatusSchema = z.object({
  status: z.enum(['sent', 'disputed', 'waived']),
  note: z.string().trim().max(1000).nullish(),
});

export const paymentSchema = z.object({
  amountCents: z
    .number({ error: CLAIM_MESSAGES.paymentRequired })
    .int(CLAIM_MESSAGES.paymentRequired)
    .min(1, CLAIM_MESSAGES.paymentRequired),
  /** When the money arrived; now when omitted. Never later than now (a small clock drift aside). */
  receivedAt: optionalTimestamp(DATE_FIELDS.receivedAt).refine(
    (ms) => ms === null || ms <= Date.now() + FUTURE_TOLERANCE_MS,
    { message: DATE_MESSAGES.inFuture(DATE_FIELDS.receivedAt) },
  ),
  note: z.string().trim().max(500).nullish(),
});

export const claimListQuerySchema = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
