import { formatDateTime, formatMoney } from '@dwell/core/format';
import { Banner, Spinner } from '@dwell/ui/components/feedback.tsx';
import { ClaimBadge } from './badges.tsx';
import { ClaimActions } from './claim-actions.tsx';
import { useClaim } from './api/get-claim.ts';
import { ClaimHistory } from './claim-history.tsx';

/**
 * One claim: amount, received and balance, aging, the invoice PDF (fixed once sent), the status actions and
 * payments (each asking its reason, or date and reference, first) and the claim's history.
 */
export function ClaimPanel({ claimId }: { claimId: string }) {
  const claim = useClaim(claimId);
  if (claim.isPending) return <Spinner label="Loading the claim…" />;
  if (claim.isError) return <Banner tone="error">{claim.error.message}</Banner>;
  const { claim: c, payments } = claim.data;
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
        {c.status === 'waived' ? (
          <>
            <dt>Written off</dt>
            <dd>{formatMoney(Math.max(0, c.amountCents - c.receivedCents))}</dd>
          </>
        ) : null}
        <dt>Balance</dt>
        <dd data-testid="claim-balance">{formatMoney(c.balanceCents)}</dd>
        <dt>Aging</dt>
        <dd>{c.agingDays === null ? 'Not sent yet' : `${c.agingDays} days since sent`}</dd>
        {c.invoiceSha256 ? (
          <>
            <dt>Invoice as sent</dt>
            <dd className="small mono" title={c.invoiceSha256}>
              SHA-256 {c.invoiceSha256.slice(0, 16)}…
            </dd>
          </>
        ) : null}
      </dl>
      <ClaimActions detail={claim.data} />
      {payments.length > 0 ? (
        <section className="stack" aria-label="Payments">
          <h4>Payments</h4>
          <ul className="small">
            {payments.map((p) => (
              <li key={p.id}>
                {formatMoney(p.amountCents)} received {formatDateTime(p.receivedAt)}
                {p.reference ? ` · reference ${p.reference}` : ''}
                {p.recordedBy ? ` · recorded by ${p.recordedBy}` : ''}
                {p.note ? ` — ${p.note}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ClaimHistory history={claim.data.history} />
    </div>
  );
}
