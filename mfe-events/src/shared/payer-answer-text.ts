/** The payer's answers as a claim's history records them, read defensively (stored JSON) and said in words. */
import { formatCalendarDay, formatMoney } from '@dwell/core/format';
import {
  DISPUTE_REASON_LABELS,
  type DisputeReason,
  PAYER_ANSWERS,
  type PayerAnswerKind,
} from '@dwell/core/schemas/payer-rules';

type Details = Record<string, unknown>;

/** A stored text field, or null when absent or blank. */
export const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
/** A stored number (cents, days, an instant), or null when it is not a finite one. */
export const finite = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

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
    counterAmountCents: finite(d.counterAmountCents),
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
