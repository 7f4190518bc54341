import { formatMoney } from '@dwell/core/format';
import { CLAIM_MESSAGES, CLAIM_TEXT_MAX } from '@dwell/core/schemas/claim-rules';
import { DATE_FIELDS, DATE_MESSAGES } from '@dwell/core/date-input';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { apiFieldErrors } from '@dwell/ui/lib/form.ts';
import { useIntent } from '@dwell/ui/lib/intent.ts';
import { type FormEvent, useState } from 'react';
import { parseDollars } from '../lib/money.ts';
import type { PaymentDraft } from './api/record-payment.ts';
import { DialogButtons, messageOf } from './reason-dialog.tsx';

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** A calendar day as the moment the money is recorded at: its local noon, or now when that is still ahead. */
function receivedAtOf(day: string): number | null {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return null;
  return Math.min(new Date(y, m - 1, d, 12).getTime(), Date.now());
}

type PaymentErrors = Partial<Record<'amountCents' | 'receivedAt' | 'reference', string>>;

/** The rules the API applies to a payment, checked before sending, in the API's own words. */
function checkPayment(amount: string, day: string, reference: string, balanceCents: number) {
  const errors: PaymentErrors = {};
  const cents = parseDollars(amount);
  if (cents === null || cents <= 0) errors.amountCents = CLAIM_MESSAGES.paymentRequired;
  else if (cents > balanceCents) errors.amountCents = CLAIM_MESSAGES.paymentTooLarge;
  const receivedAt = receivedAtOf(day);
  if (receivedAt === null) errors.receivedAt = CLAIM_MESSAGES.receivedAtRequired;
  else if (day > today()) errors.receivedAt = DATE_MESSAGES.inFuture(DATE_FIELDS.receivedAt);
  if (!reference.trim()) errors.reference = CLAIM_MESSAGES.referenceRequired;
  return { errors, cents: cents ?? 0, receivedAt: receivedAt ?? 0 };
}

interface PaymentDialogProps {
  number: string;
  balanceCents: number;
  /** Prefilled amount: the whole balance for 'Mark paid', empty for a part payment. */
  initialCents: number | null;
  onSubmit: (payment: PaymentDraft, key: string) => Promise<unknown>;
  onClose: () => void;
}

/** Records money received: the amount, the day it arrived and the payer's reference (check, ACH trace…). */
export function PaymentDialog({ number, balanceCents, initialCents, onSubmit, onClose }: PaymentDialogProps) {
  const [amount, setAmount] = useState(initialCents === null ? '' : (initialCents / 100).toFixed(2));
  const [day, setDay] = useState(today);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const intent = useIntent();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkPayment(amount, day, reference, balanceCents);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    setFailure(null);
    const payment = {
      amountCents: checked.cents,
      receivedAt: checked.receivedAt,
      reference: reference.trim(),
      note: note.trim() || null,
    };
    void intent
      .run(async (key) => {
        await onSubmit(payment, key);
        return true;
      })
      .then((sent) => sent && onClose())
      .catch((error: unknown) => {
        if (error instanceof ApiClientError) setErrors(apiFieldErrors(error.details));
        setFailure(messageOf(error));
      });
  };
  return (
    <Modal title={`Record a payment on claim ${number}`} onClose={intent.pending ? undefined : onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <p className="muted">Still owed: {formatMoney(balanceCents)}</p>
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        <Field label="Amount received ($)" error={errors.amountCents}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </Field>
        <Field label="Date received" error={errors.receivedAt}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="date"
              max={today()}
              value={day}
              onChange={(e) => setDay(e.target.value)}
            />
          )}
        </Field>
        <Field label="Reference" hint="Check number, ACH trace or remittance id" error={errors.reference}>
          {(control) => (
            <input
              {...control}
              className="input"
              maxLength={CLAIM_TEXT_MAX.reference}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
          )}
        </Field>
        <Field label="Note (optional)">
          {(control) => (
            <input
              {...control}
              className="input"
              maxLength={CLAIM_TEXT_MAX.reason}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
        </Field>
        <DialogButtons label="Record payment" busy={intent.pending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
