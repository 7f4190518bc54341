import { formatDateTime, formatMoney } from '@dwell/core/format';
import { DISPUTE_REASON_LABELS } from '@dwell/core/schemas/payer-rules';
import { useState } from 'react';
import type { ClaimDetail } from './api/get-claim.ts';
import { type PayerAnswerView, payerWho } from './payer-answer-text.ts';
import { ReplyDialog } from './reply-dialog.tsx';

/** The payer's dispute or question as they wrote it: reason, counter-offer, comment, who and when. */
function AnswerFacts({ answer, at }: { answer: PayerAnswerView; at: number }) {
  const dispute = answer.answer === 'dispute';
  return (
    <>
      <h4>
        {payerWho(answer)} {dispute ? 'disputed this claim' : 'asked a question'}
        <span className="small muted"> · {formatDateTime(at)}</span>
      </h4>
      {dispute ? (
        <dl className="facts">
          <dt>Reason</dt>
          <dd>{answer.reason ? DISPUTE_REASON_LABELS[answer.reason] : '—'}</dd>
          {answer.counterAmountCents === null ? null : (
            <>
              <dt>Counter-offer</dt>
              <dd data-testid="payer-counter">{formatMoney(answer.counterAmountCents)}</dd>
            </>
          )}
        </dl>
      ) : null}
      {answer.comment ? <blockquote className="payer-comment">{answer.comment}</blockquote> : null}
    </>
  );
}

/**
 * A disputed claim, or one the payer asked about: the payer's answer shown first, and the reply that settles
 * it (a note, evidence of the stop, and stand by, revise, accept the counter-offer or waive).
 */
export function PayerAnswer({
  detail,
  pending,
}: {
  detail: ClaimDetail;
  pending: { answer: PayerAnswerView; at: number } | null;
}) {
  const [replying, setReplying] = useState(false);
  const { claim } = detail;
  if (claim.status !== 'disputed' && claim.status !== 'question') return null;
  return (
    <section className="payer-answer stack" aria-label="The payer’s answer" data-testid="payer-answer">
      {pending ? (
        <AnswerFacts answer={pending.answer} at={pending.at} />
      ) : (
        <p>
          {claim.status === 'disputed'
            ? 'Marked disputed by hand: the payer has not answered on the claim’s page.'
            : 'The payer asked a question.'}
        </p>
      )}
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={() => setReplying(true)}>
          Reply to payer
        </button>
      </div>
      {replying ? (
        <ReplyDialog
          claim={claim}
          counterAmountCents={pending?.answer.answer === 'dispute' ? pending.answer.counterAmountCents : null}
          onClose={() => setReplying(false)}
        />
      ) : null}
    </section>
  );
}
