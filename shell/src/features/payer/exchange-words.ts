import { formatCalendarDay, formatDate, formatMoney } from '@dwell/core/format';
import type { PayerAnswer } from '@dwell/core/schemas/payer';
import { DISPUTE_REASON_LABELS, type DisputeReason } from '@dwell/core/schemas/payer-rules';

/**
 * The exchange between the carrier and the payer in words: each history entry the payer page lists, and the
 * answer the payer just sent. Details come as stored JSON, so every field is read defensively.
 */

/** One entry of the exchange: a headline, facts under it, and the text someone typed (shown as text). */
export interface ExchangeEntry {
  title: string;
  facts: string[];
  quote: string | null;
}

type Details = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const cents = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const by = (d: Details) => (text(d.name) ? ` by ${text(d.name)}` : '');

const reasonLabel = (value: unknown) =>
  typeof value === 'string' && value in DISPUTE_REASON_LABELS ? DISPUTE_REASON_LABELS[value as DisputeReason] : null;

/** The facts of a payer's answer (PO, pay date, reason, counter-amount), as stored or as just sent. */
function answerFacts(d: Details): string[] {
  const counter = cents(d.counterAmountCents);
  const payDate = text(d.expectedPayDate);
  return [
    text(d.poNumber) ? `PO number: ${text(d.poNumber)}` : '',
    payDate ? `Expected payment date: ${formatCalendarDay(payDate)}` : '',
    reasonLabel(d.reason) ? `Reason: ${reasonLabel(d.reason)}` : '',
    counter !== null ? `Counter-offer: ${formatMoney(counter)}` : '',
  ].filter(Boolean);
}

const ANSWER_TITLES: Record<string, string> = { approve: 'Approved', dispute: 'Disputed', question: 'Question asked' };

/** What the carrier's reply did to the claim. */
function replyOutcome(d: Details): string {
  const amount = cents(d.amountCents);
  switch (d.resolution) {
    case 'revise':
      return amount === null ? 'Amount revised' : `Amount revised to ${formatMoney(amount)}`;
    case 'accept':
      return amount === null ? 'Counter-offer accepted' : `Counter-offer accepted: ${formatMoney(amount)}`;
    case 'waive':
      return 'Claim waived';
    default:
      return '';
  }
}

const documentNames = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((doc) => text((doc as { name?: unknown } | null)?.name)).filter((name): name is string => name !== null)
    : [];

/**
 * One history entry of the payer page in words. `carrier` names who sent and replied; `timeZone` is the zone
 * the page shows its dates in.
 */
export function exchangeEntry(action: string, d: Details, carrier: string, timeZone: string): ExchangeEntry {
  switch (action) {
    case 'claim_sent': {
      const due = cents(d.dueAt);
      return {
        title: d.resend === true ? `${carrier} sent the claim again` : `${carrier} sent the claim`,
        facts: due === null ? [] : [`Due ${formatDate(due, timeZone)}`],
        quote: text(d.message),
      };
    }
    case 'payer_answer':
      return {
        title: `${ANSWER_TITLES[String(d.answer)] ?? 'Answered'}${by(d)}`,
        facts: answerFacts(d),
        quote: text(d.comment),
      };
    case 'carrier_reply': {
      const names = documentNames(d.documents);
      return {
        title: `${carrier} replied`,
        facts: [replyOutcome(d), names.length > 0 ? `Documents: ${names.join(', ')}` : ''].filter(Boolean),
        quote: text(d.message),
      };
    }
    case 'payer_reminder': {
      const days = cents(d.daysPastDue);
      return { title: 'Payment reminder emailed', facts: days === null ? [] : [`${days} days past due`], quote: null };
    }
    case 'payment_recorded': {
      const amount = cents(d.amountCents);
      const at = cents(d.receivedAt);
      return {
        title: amount === null ? 'Payment received' : `Payment of ${formatMoney(amount)} received`,
        facts: at === null ? [] : [`Received ${formatDate(at, timeZone)}`],
        quote: null,
      };
    }
    default:
      return { title: action.replaceAll('_', ' '), facts: [], quote: null };
  }
}

/** What the payer just sent, as the confirmation repeats it. */
export function sentAnswer(answer: PayerAnswer): ExchangeEntry {
  const d = answer as unknown as Details;
  return { title: `${ANSWER_TITLES[answer.answer]}${by(d)}`, facts: answerFacts(d), quote: text(d.comment) };
}
