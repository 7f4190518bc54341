import { z } from 'zod';
import { DATE_FIELDS } from '../date-input.ts';
import { calendarDateQuery } from './dates.ts';

/**
 * The claim's loop with its payer: the answers a payer gives on the claim's page (approve, dispute, ask), the
 * carrier's reply, and their texts. The payer has no account: they reach the page through the link emailed to
 * the customer's billing contacts.
 */

/** Why a payer disputes a claim, as the AP clerks of shippers and brokers usually put it. */
export const DISPUTE_REASONS = [
  'times_wrong',
  'free_time',
  'not_authorized',
  'rate_wrong',
  'paperwork_missing',
  'duplicate',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  times_wrong: 'The arrival or departure times are wrong',
  free_time: 'The free time under our agreement is longer',
  not_authorized: 'Detention was not authorized for this load',
  rate_wrong: 'The rate or the billed time is wrong',
  paperwork_missing: 'Signed paperwork is missing',
  duplicate: 'This detention was already billed',
  other: 'Another reason (see the comment)',
};

export const PAYER_ANSWERS = ['approve', 'dispute', 'question'] as const;
export type PayerAnswerKind = (typeof PAYER_ANSWERS)[number];

/** How a carrier's reply settles the payer's last answer. */
export const REPLY_RESOLUTIONS = ['answer', 'revise', 'accept', 'waive'] as const;
export type ReplyResolution = (typeof REPLY_RESOLUTIONS)[number];

export const REPLY_RESOLUTION_LABELS: Record<ReplyResolution, string> = {
  answer: 'Stand by the claim and send this answer',
  revise: 'Revise the amount',
  accept: 'Accept the payer’s counter-amount',
  waive: 'Waive the claim',
};

export const PAYER_TEXT_MAX = { comment: 2000, poNumber: 60, name: 160, message: 2000 } as const;
/** Evidence documents a reply can point the payer to. */
export const MAX_REPLY_DOCUMENTS = 20;

export const PAYER_MESSAGES = {
  linkInvalid:
    'This claim link is not valid. It may have expired or been replaced by a newer one: ask the carrier who sent it for a new link.',
  answerRequired: 'Choose approve, dispute or ask a question',
  reasonRequired: 'Choose the reason for the dispute',
  commentRequired: 'Write your comment',
  questionRequired: 'Write your question',
  commentTooLong: `A comment can be at most ${PAYER_TEXT_MAX.comment} characters`,
  poTooLong: `A PO number can be at most ${PAYER_TEXT_MAX.poNumber} characters`,
  nameTooLong: `A name can be at most ${PAYER_TEXT_MAX.name} characters`,
  counterInvalid: 'The counter-amount must be a whole number of cents, $0.00 or more',
  counterTooLarge: 'The counter-amount must be less than the amount claimed',
  alreadyAnswered: 'This claim has already been answered. The carrier will reply by email.',
  closed: 'This claim is closed: it was paid or withdrawn by the carrier.',
  tooManyRequests: 'Too many requests from your network. Please wait a few minutes and try again.',
  noCustomer: 'Choose the customer this claim is billed to before sending it',
  noContacts: 'Add a billing contact to {customer} before sending this claim',
  notSendable: 'A {status} claim cannot be sent',
  sendUnderWay: 'This claim is being sent right now. Wait a moment and reload it.',
  sendFailed:
    'The claim could not be sent: {error}. Nothing was marked sent; check the billing contacts and try again.',
  noLink: 'This claim has no active payer link',
  messageRequired: 'Write your reply to the payer',
  messageTooLong: `A message can be at most ${PAYER_TEXT_MAX.message} characters`,
  nothingToReply: 'The payer has not disputed or asked about this claim: there is nothing to reply to',
  amountRequired: 'Enter the revised amount',
  amountInvalid:
    'The revised amount must be more than $0.00, less than the amount claimed and at least what was received',
  acceptOnlyDispute: 'Only a dispute has a counter-amount to accept',
  tooManyDocuments: `A reply can point to at most ${MAX_REPLY_DOCUMENTS} documents`,
  documentNotOnStop: 'Every document of a reply must be evidence of this claim’s stop',
} as const;

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

/** AR aging buckets of open claims, by whole days since they were sent. */
export const AGING_BUCKETS = [
  { key: 'current', label: '0–30 days', upTo: 30 },
  { key: 'days31to60', label: '31–60 days', upTo: 60 },
  { key: 'days61to90', label: '61–90 days', upTo: 90 },
  { key: 'over90', label: '90+ days', upTo: Number.POSITIVE_INFINITY },
] as const;
export type AgingBucketKey = (typeof AGING_BUCKETS)[number]['key'];

/** The bucket of a claim open for `days` whole days since it was sent. */
export function agingBucket(days: number): AgingBucketKey {
  return AGING_BUCKETS.find((b) => days <= b.upTo)?.key ?? 'over90';
}

/** Payer links stay valid this long after they are sent (a dispute can drag on; a revoked link ends sooner). */
export const PAYER_LINK_DAYS = 180;
