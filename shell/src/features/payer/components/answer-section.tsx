import type { PayerAnswer } from '@dwell/core/schemas/payer';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { ClaimBadge } from '@dwell/ui/components/claim-badge.tsx';
import { type ReactNode, useState } from 'react';
import type { PayerPageData } from '../api/get-payer-page.ts';
import { notAnswerableReason } from '../claim-words.ts';
import { sentAnswer } from '../exchange-words.ts';
import { AnswerForm } from './answer-form.tsx';
import { ExchangeItem } from './exchange-list.tsx';

/**
 * The payer's answer: the form while the claim can be answered, then what was sent and the claim's new status;
 * otherwise why it cannot be answered now.
 */
export function AnswerSection({ token, data }: { token: string; data: PayerPageData }) {
  const [sent, setSent] = useState<PayerAnswer | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const carrier = data.carrier?.name ?? 'the carrier';
  const { claim } = data;

  let body: ReactNode;
  if (sent) {
    body = (
      <>
        <Banner tone="success" title="Your answer was sent">
          {carrier} is told at once, by email too. The claim’s status is now <ClaimBadge status={claim.status} />
        </Banner>
        <ExchangeItem entry={sentAnswer(sent)} />
      </>
    );
  } else if (claim.canAnswer) {
    body = <AnswerForm token={token} amountCents={claim.amountCents} onSent={setSent} onConflict={setConflict} />;
  } else {
    body = (
      <>
        {conflict ? <Banner tone="error">{conflict}</Banner> : null}
        <p data-testid="payer-answer-state">{notAnswerableReason(claim.status)}</p>
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
