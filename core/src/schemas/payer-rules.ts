/**
 * The claim's loop with its payer, without zod: the answers a payer gives on the claim's page, the carrier's
 * reply, their limits and texts, and the AR aging buckets. The payer's page imports these alone, so zod loads
 * only with its answer form; payer.ts re-exports them with the schemas.
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
  noContactsAskAdmin:
    '{customer} has no billing contact yet. Ask your company admin to add one under Customers, then send the claim.',
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
