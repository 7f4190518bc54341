import { formatDateTime, formatMoney } from '@dwell/core/format';
import { CLAIM_STATUS_LABELS } from '@dwell/core/schemas/claim-rules';
import { Banner, Spinner } from '@dwell/ui/components/feedback.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { parseDollars } from '../lib/money.ts';
import { ClaimBadge } from './badges.tsx';
import { useClaim, useClaimActions } from './claim-api.ts';

const ACTION_LABELS = { sent: 'Mark as sent', disputed: 'Mark disputed', waived: 'Waive' } as const;

/**
 * One claim: amount, received and balance, aging, the invoice PDF, the status actions and the payment form
 * ('Mark paid' records the whole balance).
 */
export function ClaimPanel({ claimId, eventId }: { claimId: string; eventId: string | null }) {
  const claim = useClaim(claimId);
  const actions = useClaimActions(eventId);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (claim.isPending) return <Spinner label="Loading the claim…" />;
  if (claim.isError) return <Banner tone="error">{claim.error.message}</Banner>;
  const { claim: c, nextStatuses, payments } = claim.data;
  const busy = actions.pay.isPending || actions.setStatus.isPending;
  const canPay = c.status === 'sent' || c.status === 'partially_paid' || c.status === 'disputed';
  const fail = (e: Error) => {
    setError(e.message);
    toast('error', 'Claim not updated', e.message);
  };
  const pay = (cents: number) => {
    setError(null);
    actions.pay.mutate(
      { id: c.id, amountCents: cents },
      {
        onSuccess: () => {
          setAmount('');
          toast('success', 'Payment recorded');
        },
        onError: fail,
      },
    );
  };
  return (
    <div className="stack" data-testid="claim-panel">
      <div className="row-between">
        <h3>
          Claim {c.number} <ClaimBadge status={c.status} />
        </h3>
        <a className="btn btn-sm" href={`/api/claims/${c.id}/invoice.pdf`} target="_blank" rel="noreferrer">
          Download invoice PDF
        </a>
      </div>
      <dl className="facts">
        <dt>Amount</dt>
        <dd>{formatMoney(c.amountCents)}</dd>
        <dt>Received</dt>
        <dd>{formatMoney(c.receivedCents)}</dd>
        <dt>Balance</dt>
        <dd data-testid="claim-balance">{formatMoney(c.balanceCents)}</dd>
        <dt>Aging</dt>
        <dd>{c.agingDays === null ? 'Not sent yet' : `${c.agingDays} days since sent`}</dd>
      </dl>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <div className="row">
        {nextStatuses.map((status) =>
          status === 'sent' || status === 'disputed' || status === 'waived' ? (
            <button
              key={status}
              type="button"
              className={status === 'waived' ? 'btn btn-ghost' : 'btn'}
              disabled={busy}
              onClick={() => {
                setError(null);
                actions.setStatus.mutate(
                  { id: c.id, status },
                  {
                    onSuccess: () => toast('success', `Claim ${CLAIM_STATUS_LABELS[status].toLowerCase()}`),
                    onError: fail,
                  },
                );
              }}
            >
              {ACTION_LABELS[status]}
            </button>
          ) : null,
        )}
        {canPay && c.balanceCents > 0 ? (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => pay(c.balanceCents)}>
            Mark paid
          </button>
        ) : null}
      </div>
      {canPay && c.balanceCents > 0 ? (
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            const cents = parseDollars(amount);
            if (cents === null || cents <= 0) setError('Enter the amount received, more than $0.00');
            else pay(cents);
          }}
        >
          <label htmlFor={`pay-${c.id}`}>Amount received</label>
          <input
            id={`pay-${c.id}`}
            className="input input-inline"
            inputMode="decimal"
            placeholder="0.00"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <button type="submit" className="btn" disabled={busy}>
            Record payment
          </button>
        </form>
      ) : null}
      {payments.length > 0 ? (
        <ul className="small">
          {payments.map((p) => (
            <li key={p.id}>
              {formatMoney(p.amountCents)} received {formatDateTime(p.receivedAt)}
              {p.note ? ` — ${p.note}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
