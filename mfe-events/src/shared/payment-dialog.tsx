import { formatDollars, formatInputDateTime, formatMoney, parseDollars } from '@dwell/core/format';
import { CLAIM_MESSAGES, CLAIM_TEXT_MAX, paymentSchema } from '@dwell/core/schemas/claims';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';
import { useIntent } from '@dwell/ui/lib/intent.ts';
import type { PaymentDraft } from './api/record-payment.ts';
import { DialogButtons, messageOf } from './reason-dialog.tsx';

/** Today in the browser's calendar, as a date input's value. */
const today = () => formatInputDateTime(Date.now()).slice(0, 10);

/**
 * A calendar day as the moment the money is recorded at: its local noon, or now for today when noon is still
 * ahead. A later day stays later, so the schema refuses it as in the future.
 */
function receivedAtOf(day: string): number | '' {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return '';
  const noon = new Date(y, m - 1, d, 12).getTime();
  return day === today() ? Math.min(noon, Date.now()) : noon;
}

type PaymentValues = { amount: string; day: string; reference: string; note: string };

/** The dialog's values as core's paymentSchema reads them (the API checks the same). */
const toInput = (v: PaymentValues) => ({
  amountCents: parseDollars(v.amount) ?? Number.NaN,
  receivedAt: receivedAtOf(v.day),
  reference: v.reference,
  note: v.note.trim() || null,
});

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
  const intent = useIntent();
  const form = useForm({
    schema: paymentSchema,
    initial: {
      amount: initialCents === null ? '' : formatDollars(initialCents),
      day: today(),
      reference: '',
      note: '',
    } satisfies PaymentValues,
    toInput,
    fieldOf: { amountCents: 'amount', receivedAt: 'day' },
    // Only the claim knows what is still owed; the API refuses more with the same words.
    check: (v): Record<string, string> =>
      (parseDollars(v.amount) ?? 0) > balanceCents ? { amount: CLAIM_MESSAGES.paymentTooLarge } : {},
  });
  const submit = form.onSubmit(async (payment) => {
    // run answers undefined for a click while the first is still being sent: only a finished submit closes.
    const sent = await intent.run(async (key) => {
      await onSubmit({ ...payment, note: payment.note ?? null }, key);
      return true;
    });
    if (sent) onClose();
  }, messageOf);
  const busy = form.busy || intent.pending;
  return (
    <Modal title={`Record a payment on claim ${number}`} onClose={busy ? undefined : onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <p className="muted">Still owed: {formatMoney(balanceCents)}</p>
        {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
        <Field label="Amount received ($)" error={form.errors.amount}>
          {(control) => <input {...control} {...form.text('amount')} className="input" inputMode="decimal" />}
        </Field>
        <Field label="Date received" error={form.errors.day}>
          {(control) => <input {...control} {...form.text('day')} className="input" type="date" max={today()} />}
        </Field>
        <Field label="Reference" hint="Check number, ACH trace or remittance id" error={form.errors.reference}>
          {(control) => (
            <input {...control} {...form.text('reference')} className="input" maxLength={CLAIM_TEXT_MAX.reference} />
          )}
        </Field>
        <Field label="Note (optional)">
          {(control) => (
            <input {...control} {...form.text('note')} className="input" maxLength={CLAIM_TEXT_MAX.reason} />
          )}
        </Field>
        <DialogButtons label="Record payment" busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
