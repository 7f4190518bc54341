import { formatMoney } from '@dwell/core/format';
import { type PayerAnswer, payerAnswerSchema } from '@dwell/core/schemas/payer';
import { DISPUTE_REASON_LABELS, DISPUTE_REASONS, type PayerAnswerKind } from '@dwell/core/schemas/payer-rules';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { apiMessage, useForm } from '@dwell/ui/lib/form.ts';
import { useQueryClient } from '@tanstack/react-query';
import { answerClaim } from '../api/answer-claim.ts';
import { payerPageQuery } from '../api/get-payer-page.ts';
import { ANSWER_FIELDS, answerInput, counterCheck, EMPTY_ANSWER } from '../answer-input.ts';
import { AnswerChoices } from './answer-choices.tsx';

/** The submit button's words for each answer. */
const SUBMIT = { approve: 'Approve claim', dispute: 'Send dispute', question: 'Send question', '': 'Send answer' };

interface AnswerFormProps {
  token: string;
  /** The answer chosen before the form's code arrived. */
  initial: PayerAnswerKind;
  amountCents: number;
  /** The answer went through; the page already holds the claim as it now stands. */
  onSent: (answer: PayerAnswer) => void;
  /** Someone answered first (409): the page is read again and says why it cannot be answered now. */
  onConflict: (message: string) => void;
}

/** Approve, dispute or ask: checked with the API's own schema before it is sent, the API's refusals shown inline. */
export function AnswerForm({ token, initial, amountCents, onSent, onConflict }: AnswerFormProps) {
  const queryClient = useQueryClient();
  const form = useForm({
    schema: payerAnswerSchema,
    initial: { ...EMPTY_ANSWER, answer: initial },
    toInput: answerInput,
    fieldOf: ANSWER_FIELDS,
    check: (values) => counterCheck(values, amountCents),
  });
  const kind = form.values.answer;

  const submit = form.onSubmit(
    async (answer) => {
      const page = await answerClaim(token, answer);
      queryClient.setQueryData(payerPageQuery(token).queryKey, page);
      onSent(answer);
    },
    (error, byField) => {
      if (error instanceof ApiClientError && error.status === 409) {
        onConflict(error.message);
        void queryClient.invalidateQueries({ queryKey: payerPageQuery(token).queryKey });
      }
      if (Object.keys(byField).length > 0) return null;
      return apiMessage(error, 'Your answer could not be sent: check your connection and try again.');
    },
  );

  const comment = (label: string) => (
    <Field label={label} error={form.errors.comment}>
      {(a11y) => <textarea {...a11y} className="textarea" rows={4} {...form.text('comment')} />}
    </Field>
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="payer-answer">
      <AnswerChoices value={kind} onChoose={(answer) => form.set('answer', answer)} error={form.errors.answer} />

      {kind === 'approve' ? (
        <div className="form-grid">
          <Field label="PO number (optional)" error={form.errors.poNumber}>
            {(a11y) => <input {...a11y} className="input" autoComplete="off" {...form.text('poNumber')} />}
          </Field>
          <Field label="Expected payment date (optional)" error={form.errors.expectedPayDate}>
            {(a11y) => <input {...a11y} className="input" type="date" {...form.text('expectedPayDate')} />}
          </Field>
        </div>
      ) : null}

      {kind === 'dispute' ? (
        <>
          <Field label="Reason" error={form.errors.reason}>
            {(a11y) => (
              <select {...a11y} className="select" {...form.text('reason')}>
                <option value="">Choose a reason…</option>
                {DISPUTE_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {DISPUTE_REASON_LABELS[reason]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {comment('Comment')}
          <Field
            label="Counter-amount in dollars (optional)"
            hint={`What you would pay instead, less than the ${formatMoney(amountCents)} claimed.`}
            error={form.errors.counter}
          >
            {(a11y) => <input {...a11y} className="input" inputMode="decimal" {...form.text('counter')} />}
          </Field>
        </>
      ) : null}

      {kind === 'question' ? comment('Your question') : null}

      {kind ? (
        <Field label="Your name (optional)" error={form.errors.name}>
          {(a11y) => <input {...a11y} className="input" autoComplete="name" {...form.text('name')} />}
        </Field>
      ) : null}

      {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
      <div>
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? 'Sending…' : SUBMIT[kind]}
        </button>
      </div>
    </form>
  );
}
