import type { PayerAnswer } from '@dwell/core/schemas/payer';
import { PAYER_MESSAGES, type PayerAnswerKind } from '@dwell/core/schemas/payer-rules';
import { ClaimBadge } from '@dwell/ui/components/claim-badge.tsx';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import type { PayerPageData } from '../api/get-payer-page.ts';
import { notAnswerableReason } from '../claim-words.ts';
import { sentAnswer } from '../exchange-words.ts';
import { AnswerChoices } from './answer-choices.tsx';
import { ExchangeItem } from './exchange-list.tsx';

/**
 * The form and its validation (zod) load once the payer shows they will answer: most openings of the page are
 * to read it, and a phone should not parse a validation library for that.
 */
const loadForm = () => import('./answer-form.tsx');
const AnswerForm = lazy(async () => ({ default: (await loadForm()).AnswerForm }));

/** The three choices before the form's code is here; choosing one brings the form with that choice made. */
function Choices({ value, onChoose }: { value: PayerAnswerKind | ''; onChoose?: (answer: PayerAnswerKind) => void }) {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) setError(PAYER_MESSAGES.answerRequired);
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="payer-answer">
      <AnswerChoices
        value={value}
        onChoose={(answer) => onChoose?.(answer)}
        error={error}
        onIntent={() => void loadForm()}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={Boolean(value)}>
          Send answer
        </button>
      </div>
    </form>
  );
}

/**
 * The payer's answer: the form while the claim can be answered, then what was sent and the claim's new status;
 * otherwise why it cannot be answered now.
 */
export function AnswerSection({ token, data }: { token: string; data: PayerPageData }) {
  const [choice, setChoice] = useState<PayerAnswerKind | ''>('');
  const [sent, setSent] = useState<PayerAnswer | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const carrier = data.carrier?.name ?? 'the carrier';
  const { claim } = data;

  let body: ReactNode;
  if (sent) {
    body = (
      <>
        <Banner tone="success" title="Your answer was sent">
          {carrier} has been notified. The claim’s status is now <ClaimBadge status={claim.status} />
        </Banner>
        <ExchangeItem entry={sentAnswer(sent)} />
      </>
    );
  } else if (claim.canAnswer) {
    body =
      choice === '' ? (
        <Choices value="" onChoose={setChoice} />
      ) : (
        <Suspense fallback={<Choices value={choice} />}>
          <AnswerForm
            token={token}
            initial={choice}
            amountCents={claim.amountCents}
            onSent={setSent}
            onConflict={setConflict}
          />
        </Suspense>
      );
  } else {
    body = (
      <>
        {conflict ? <Banner tone="error">{conflict}</Banner> : null}
        <p data-testid="payer-answer-state">{notAnswerableReason(claim.status) ?? PAYER_MESSAGES.alreadyAnswered}</p>
      </>
    );
  }
  return (
    <section className="card stack" aria-labelledby="payer-answer">
      <h2 id="payer-answer">Your answer</h2>
      {body}
    </section>
  );
}
