import { formatCount, formatDate, formatDateTime, formatMoney } from '@dwell/core/format';
import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@dwell/core/schemas/claim-rules';
import { finite, payerAnswerOf, payerAnswerText, text } from './payer-answer-text.ts';

type Details = Record<string, unknown>;

const money = (v: unknown) => {
  const c = finite(v);
  return c === null ? '' : formatMoney(c);
};
const label = (v: unknown) => CLAIM_STATUS_LABELS[v as ClaimStatus]?.toLowerCase() ?? String(v ?? '');
const because = (d: Details) => (d.note ? `: ${String(d.note)}` : '');
const fingerprint = (v: unknown) => (typeof v === 'string' ? ` (SHA-256 ${v.slice(0, 12)}…)` : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

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

/** The addresses an email could not reach, each with why. */
const missed = (d: Details) =>
  list(d.failed).map((f) => {
    const { to: address, error } = (f ?? {}) as Details;
    return `${String(address ?? '')} (${String(error ?? '')})`;
  });

/** The recipients a send reached, and the ones it could not, with why. */
function sendText(d: Details): string {
  const to = list(d.to).map(String);
  const due = finite(d.dueAt);
  const failed = missed(d);
  return [
    `${d.resend ? 'Sent again' : 'Sent'} to ${to.join(', ')}`,
    due === null ? '' : ` — due ${formatDate(due)}`,
    failed.length ? `; not delivered to ${failed.join(', ')}` : '',
    text(d.message) ? `. Note: ${String(d.message)}` : '',
  ].join('');
}

/** A reminder to the payer: its number and how late the money is, or that no email reached them. */
function reminderText(d: Details): string {
  const late = `${formatCount(finite(d.daysPastDue) ?? 0, 'day')} past due`;
  const failed = missed(d);
  if (Array.isArray(d.to) && d.to.length === 0 && failed.length > 0)
    return `Reminder ${String(d.n ?? '')} could not be emailed to the payer, ${late}: ${failed.join(', ')}`;
  return `Reminder ${String(d.n ?? '')} emailed to the payer, ${late}${failed.length ? `; not delivered to ${failed.join(', ')}` : ''}`;
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
      // A first send that bounced everywhere before the payer did anything is undone by the API.
      return `Send failed: ${String(d.error ?? '')}${d.undone === true ? '; the claim is a draft again' : ''}`;
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
      return reminderText(d);
    default:
      return null;
  }
}
