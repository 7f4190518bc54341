import { z } from 'zod';
import { DATE_FIELDS } from '../date-input.ts';
import { calendarDateQuery } from './dates.ts';
import {
  DISPUTE_REASONS,
  MAX_REPLY_DOCUMENTS,
  PAYER_MESSAGES,
  PAYER_TEXT_MAX,
  REPLY_RESOLUTIONS,
} from './payer-rules.ts';

export * from './payer-rules.ts';

/**
 * The claim's loop with its payer: the answers a payer gives on the claim's page (approve, dispute, ask), the
 * carrier's reply, and their texts. The payer has no account: they reach the page through the link emailed to
 * the customer's billing contacts.
 */

const comment = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(PAYER_TEXT_MAX.comment, PAYER_MESSAGES.commentTooLong);

/** Who on the payer's side answered (optional: the link went to the billing contacts). */
const answeredBy = z.string().trim().max(PAYER_TEXT_MAX.name, PAYER_MESSAGES.nameTooLong).nullish();

/**
 * The payer's answer. Texts are kept as typed and always shown as text. The counter-amount's upper bound (the
 * claim's amount) is checked by the API, which knows the claim.
 */
export const payerAnswerSchema = z.discriminatedUnion(
  'answer',
  [
    z.object({
      answer: z.literal('approve'),
      name: answeredBy,
      poNumber: z.string().trim().max(PAYER_TEXT_MAX.poNumber, PAYER_MESSAGES.poTooLong).nullish(),
      expectedPayDate: calendarDateQuery(DATE_FIELDS.expectedPayDate),
    }),
    z.object({
      answer: z.literal('dispute'),
      name: answeredBy,
      reason: z.enum(DISPUTE_REASONS, { error: PAYER_MESSAGES.reasonRequired }),
      comment: comment(PAYER_MESSAGES.commentRequired),
      counterAmountCents: z
        .number({ error: PAYER_MESSAGES.counterInvalid })
        .int(PAYER_MESSAGES.counterInvalid)
        .min(0, PAYER_MESSAGES.counterInvalid)
        .nullish(),
    }),
    z.object({ answer: z.literal('question'), name: answeredBy, comment: comment(PAYER_MESSAGES.questionRequired) }),
  ],
  { error: PAYER_MESSAGES.answerRequired },
);
export type PayerAnswer = z.infer<typeof payerAnswerSchema>;

/** Sending a claim to its payer, with an optional note above the link. */
export const sendClaimSchema = z.object({
  message: z.string().trim().max(PAYER_TEXT_MAX.message, PAYER_MESSAGES.messageTooLong).nullish(),
});

/** The carrier's reply to a dispute or a question: a note, documents of the stop, and how it settles. */
export const carrierReplySchema = z
  .object({
    message: z
      .string({ error: PAYER_MESSAGES.messageRequired })
      .trim()
      .min(1, PAYER_MESSAGES.messageRequired)
      .max(PAYER_TEXT_MAX.message, PAYER_MESSAGES.messageTooLong),
    documentIds: z
      .array(z.string().trim().min(1).max(64), { error: PAYER_MESSAGES.tooManyDocuments })
      .max(MAX_REPLY_DOCUMENTS, PAYER_MESSAGES.tooManyDocuments)
      .default([]),
    resolution: z.enum(REPLY_RESOLUTIONS).default('answer'),
    amountCents: z
      .number({ error: PAYER_MESSAGES.amountInvalid })
      .int(PAYER_MESSAGES.amountInvalid)
      .min(1, PAYER_MESSAGES.amountInvalid)
      .nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.resolution === 'revise' && input.amountCents == null)
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: PAYER_MESSAGES.amountRequired });
  });
export type CarrierReply = z.infer<typeof carrierReplySchema>;
