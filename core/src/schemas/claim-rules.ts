/** Claim statuses, their moves and texts, without zod (the screens import these; claims.ts re-exports them). */

export const CLAIM_STATUSES = [
  'draft',
  'sent',
  'approved',
  'question',
  'partially_paid',
  'paid',
  'disputed',
  'waived',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  approved: 'Approved',
  question: 'Question asked',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  disputed: 'Disputed',
  waived: 'Waived',
};

export const CLAIM_MESSAGES = {
  notBillable: 'This event is not billable: only a completed event past its free time can be claimed',
  notCompleted: 'Mark the event as complete before generating a claim',
  alreadyClaimed: 'This event already has a claim',
  paymentTooLarge: 'The payment is larger than the amount still owed on this claim',
  paymentRequired: 'Enter the amount received, more than $0.00',
  paymentNotAllowed: 'Payments can only be recorded on a claim that was sent and is not yet paid or waived',
  transitionNotAllowed: 'A {from} claim cannot be marked {to}',
  eventRequired: 'Choose the event to claim',
  waiveReasonRequired: 'Give the reason for waiving this claim',
  disputeReasonRequired: 'Give the reason the customer disputes this claim',
  reopenReasonRequired: 'Give the reason for reopening this claim',
  receivedAtRequired: 'Enter the date the payment was received',
  referenceRequired: 'Enter the payment reference: check number, ACH trace or remittance id',
  duplicateReference: 'A payment with this reference is already recorded on this claim',
  notWaived: 'Only a waived claim can be reopened',
  evidenceLocked:
    'This document is evidence on claim {number}, which has been sent: it cannot be deleted. Archive it instead; the invoice as sent keeps listing it.',
  invoiceUnavailable: 'The invoice as sent could not be read. Please try again shortly.',
  changedMeanwhile: 'This claim was changed by someone else meanwhile. Reload it and try again.',
  priceChanged: 'The stop was re-priced meanwhile. Reload it and try again.',
} as const;

/** The reason each hand-made move asks for ('sent' needs none). */
export const REASON_REQUIRED: Partial<Record<ClaimStatus, string>> = {
  disputed: CLAIM_MESSAGES.disputeReasonRequired,
  waived: CLAIM_MESSAGES.waiveReasonRequired,
};

/** Longest reason, reference and payment note accepted. */
export const CLAIM_TEXT_MAX = { reason: 500, reference: 100 } as const;

/**
 * Status changes a person can make by hand; paid and partially_paid follow from recorded payments,
 * so only a fully paid amount reaches paid. Draft → sent → paid / partially paid / disputed / waived.
 */
const MANUAL: Record<ClaimStatus, readonly ClaimStatus[]> = {
  draft: ['sent', 'waived'],
  sent: ['disputed', 'waived'],
  approved: ['disputed', 'waived'],
  question: ['disputed', 'waived'],
  partially_paid: ['disputed', 'waived'],
  disputed: ['sent', 'waived'],
  paid: [],
  waived: [],
};

/** The statuses a claim may be moved to by hand from its current one. */
export function nextStatuses(from: ClaimStatus): readonly ClaimStatus[] {
  return MANUAL[from];
}

/** The statuses of a claim that went out and is still owed: money can be recorded, reminders run, it ages. */
export const OPEN_CLAIM_STATUSES = [
  'sent',
  'approved',
  'question',
  'partially_paid',
  'disputed',
] as const satisfies readonly ClaimStatus[];

/** Open claims waiting for the payer's money (not in dispute or question): the ones reminders chase. */
export const AWAITING_PAYMENT_STATUSES = [
  'sent',
  'approved',
  'partially_paid',
] as const satisfies readonly ClaimStatus[];

/** Whether money can be recorded against a claim in this status. */
export function acceptsPayments(status: ClaimStatus): boolean {
  return (OPEN_CLAIM_STATUSES as readonly ClaimStatus[]).includes(status);
}

/** What is still owed: nothing once a claim is waived (written off) or paid in full. */
export function owedCents(status: ClaimStatus, amountCents: number, receivedCents: number): number {
  return status === 'waived' ? 0 : Math.max(0, amountCents - receivedCents);
}

/** Where a waived claim goes back to when reopened: a draft if it was never sent, else by the money received. */
export function statusAfterReopen(sent: boolean, receivedCents: number): ClaimStatus {
  if (!sent) return 'draft';
  return receivedCents > 0 ? 'partially_paid' : 'sent';
}

/** The status after a payment: paid once nothing is owed any more. */
export function statusAfterPayment(amountCents: number, receivedCents: number): ClaimStatus {
  return receivedCents >= amountCents ? 'paid' : 'partially_paid';
}

const DAY_MS = 86_400_000;

/** Whole days a sent claim has been waiting for its money (until it was closed); null for a draft. */
export function agingDays(sentAt: number | null, closedAt: number | null, now: number): number | null {
  if (sentAt === null) return null;
  return Math.max(0, Math.floor(((closedAt ?? now) - sentAt) / DAY_MS));
}
