import { isCalendarDate } from '@dwell/core/date-input';
import { formatCount, formatDate, formatDateTime, formatMoney } from '@dwell/core/format';
import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@dwell/core/schemas/claim-rules';
import {
  DISPUTE_REASON_LABELS,
  type DisputeReason,
  PAYER_ANSWERS,
  type PayerAnswerKind,
} from '@dwell/core/schemas/payer';

type Details = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
const cents = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const money = (v: unknown) => {
  const c = cents(v);
  return c === null ? '' : formatMoney(c);
};
const label = (v: unknown) => CLAIM_STATUS_LABELS[v as ClaimStatus]?.toLowerCase() ?? String(v ?? '');
const because = (d: Details) => (d.note ? `: ${String(d.note)}` : '');
const fingerprint = (v: unknown) => (typeof v === 'string' ? ` (SHA-256 ${v.slice(0, 12)}…)` : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A payer's calendar day (YYYY-MM-DD, no time zone) as 'Jan 5, 2027', read in UTC so no zone shifts it. */
export function formatCalendarDay(day: string): string {
  if (!isCalendarDate(day)) return day;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return formatDate(Date.UTC(y, m - 1, d), 'UTC');
}

/** The payer's answer as its history entry records it (every field optional but the kind). */
export interface PayerAnswerView {
  answer: PayerAnswerKind;
  name: string | null;
  reason: DisputeReason | null;
  comment: string | null;
  counterAmountCents: number | null;
  poNumber: string | null;
  expectedPayDate: string | null;
}

/** A payer_answer entry's details read defensively (they are stored JSON); null when it names no answer. */
export function payerAnswerOf(d: Details): PayerAnswerView | null {
  const answer = PAYER_ANSWERS.find((kind) => kind === d.answer);
  if (!answer) return null;
  const reason = typeof d.reason === 'string' && d.reason in DISPUTE_REASON_LABELS ? (d.reason as DisputeReason) : null;
  return {
    answer,
    name: text(d.name),
    reason,
    comment: text(d.comment),
    counterAmountCents: cents(d.counterAmountCents),
    poNumber: text(d.poNumber),
    expectedPayDate: text(d.expectedPayDate),
  };
}

/** Who answered: the payer, with the name they gave when they gave one. */
export const payerWho = (a: PayerAnswerView) => (a.name ? `Payer (${a.name})` : 'Payer');

/** The payer's answer in one line: approval with PO and pay date, dispute with reason and counter-offer, or question. */
export function payerAnswerText(a: PayerAnswerView): string {
  switch (a.answer) {
    case 'approve': {
      const facts = [
        a.poNumber ? `PO ${a.poNumber}` : null,
        a.expectedPayDate ? `expects to pay ${formatCalendarDay(a.expectedPayDate)}` : null,
      ].filter(Boolean);
      return `${payerWho(a)} approved${facts.length ? ` — ${facts.join(', ')}` : ''}`;
    }
    case 'dispute': {
      const reason = a.reason ? DISPUTE_REASON_LABELS[a.reason] : 'no reason given';
      const counter = a.counterAmountCents === null ? '' : ` — counter-offer ${formatMoney(a.counterAmountCents)}`;
      return `${payerWho(a)} disputed: ${reason}${counter}${a.comment ? `: ${a.comment}` : ''}`;
    }
    case 'question':
      return `${payerWho(a)} asked: ${a.comment ?? ''}`;
  }
}

/** How the carrier's reply settled the payer's answer, as said in the history. */
function replyOutcome(d: Details): string {
  switch (d.resolution) {
    case 'revise':
      return `revised the amount to ${money(d.amountCents)}`;
    case 'accept':
      return d.status === 'waived'
        ? `accepted the counter-amount of ${formatMoney(0)}: the claim is waived`
        : `accepted the counter-amount of ${money(d.amountCents)}`;
    case 'waive':
      return 'waived the claim';
    default:
      return 'stood by the claim';
  }
}

/** The recipients a send reached, and the ones it could not, with why. */
function sendText(d: Details): string {
  const to = list(d.to).map(String);
  const due = cents(d.dueAt);
  const failed = list(d.failed).map((f) => {
    const { to: address, error } = (f ?? {}) as Details;
    return `${String(address ?? '')} (${String(error ?? '')})`;
  });
  return [
    `${d.resend ? 'Sent again' : 'Sent'} to ${to.join(', ')}`,
    due === null ? '' : ` — due ${formatDate(due)}`,
    failed.length ? `; not delivered to ${failed.join(', ')}` : '',
    text(d.message) ? `. Note: ${String(d.message)}` : '',
  ].join('');
}

/**
 * A claim's history entry in words, without the claim's number (the event timeline adds it); null for an
 * action that is not the claim's. Every text the payer or a user typed stays plain text (React escapes it).
 */
export function claimEntryText(action: string, d: Details): string | null {
  switch (action) {
    case 'claim_created':
      return `Generated for ${money(d.amountCents)}`;
    case 'claim_status':
      if (d.status === 'sent') return `Marked sent; invoice fixed${fingerprint(d.invoiceSha256)}`;
      if (d.status === 'waived') return `Waived${because(d)}`;
      return `Marked ${label(d.status)}${because(d)}`;
    case 'claim_reopened':
      return `Reopened as ${label(d.status)}${because(d)}`;
    case 'payment_recorded': {
      const when = typeof d.receivedAt === 'number' ? ` received ${formatDateTime(d.receivedAt)}` : '';
      const ref = d.reference ? `, reference ${String(d.reference)}` : '';
      return `Payment of ${money(d.amountCents)}${when}${ref}`;
    }
    case 'invoice_stored':
      return `Invoice as sent stored${fingerprint(d.invoiceSha256)}`;
    case 'claim_reminder':
      return `Reminder: unpaid after ${String(d.days ?? '')} days`;
    case 'claim_sent':
      return sendText(d);
    case 'claim_send_failed':
      return `Send failed: ${String(d.error ?? '')}`;
    case 'claim_link_revoked':
      return 'Payer link revoked';
    case 'payer_viewed':
      return 'Payer opened the claim page';
    case 'payer_answer': {
      const answer = payerAnswerOf(d);
      return answer ? payerAnswerText(answer) : 'Payer answered';
    }
    case 'carrier_reply': {
      const documents = list(d.documents).length;
      const withDocs = documents ? ` with ${formatCount(documents, 'document')}` : '';
      return `You replied (${replyOutcome(d)})${withDocs}: ${String(d.message ?? '')}`;
    }
    case 'payer_reminder':
      return `Reminder ${String(d.n ?? '')} emailed to the payer, ${formatCount(cents(d.daysPastDue) ?? 0, 'day')} past due`;
    default:
      return null;
  }
}

/** Entries after which a payer's answer is settled: a reply, or a status the carrier set by hand. */
const SETTLES = new Set(['carrier_reply', 'claim_status', 'claim_reopened']);

/**
 * The payer's answer still waiting for the carrier in a claim's history (oldest first), with when it came:
 * the latest answer unless a reply or a hand-made status change came after it; null when there is none.
 */
export function pendingPayerAnswer(
  history: readonly { action: string; at: number; details: Details }[],
): { answer: PayerAnswerView; at: number } | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i];
    if (!entry || SETTLES.has(entry.action)) return null;
    if (entry.action !== 'payer_answer') continue;
    const answer = payerAnswerOf(entry.details);
    if (answer) return { answer, at: entry.at };
  }
  return null;
}
