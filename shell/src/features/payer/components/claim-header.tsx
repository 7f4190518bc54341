import { formatDate, formatMoney } from '@dwell/core/format';
import { ClaimBadge } from '@dwell/ui/components/claim-badge.tsx';
import type { PayerPageData } from '../api/get-payer-page.ts';

/** Who bills whom, how much is owed, the status and dates, and the invoice as sent. */
export function ClaimHeader({ data, invoiceUrl }: { data: PayerPageData; invoiceUrl: string }) {
  const { carrier, claim, stop } = data;
  const numbers = [carrier?.dotNumber ? `USDOT ${carrier.dotNumber}` : '', carrier?.mcNumber ?? '']
    .filter(Boolean)
    .join(' · ');
  // Sent and due days in the carrier's zone, as its emails print them.
  const day = (ms: number | null) => (ms === null ? '—' : formatDate(ms, carrier?.timeZone ?? stop.timeZone));
  return (
    <header className="card stack payer-header">
      <div className="payer-carrier">
        <p className="payer-carrier-name">{carrier?.name ?? 'Your carrier'}</p>
        {carrier?.address ? <p className="small muted payer-address">{carrier.address}</p> : null}
        {numbers || carrier?.phone ? (
          <p className="small muted">{[numbers, carrier?.phone ?? ''].filter(Boolean).join(' · ')}</p>
        ) : null}
      </div>
      <div className="row-between payer-title">
        <h1>Detention claim {claim.number}</h1>
        <ClaimBadge status={claim.status} />
      </div>
      <dl className="payer-facts">
        <dt>Bill to</dt>
        <dd>{claim.billTo ?? '—'}</dd>
        <dt>Amount owed</dt>
        <dd>
          <span className="payer-amount" data-testid="payer-amount">
            {formatMoney(claim.balanceCents)}
          </span>
          {claim.receivedCents > 0 ? (
            <span className="small muted">
              {' '}
              of {formatMoney(claim.amountCents)} claimed, {formatMoney(claim.receivedCents)} received
            </span>
          ) : null}
        </dd>
        <dt>Sent</dt>
        <dd>{day(claim.sentAt)}</dd>
        <dt>Due</dt>
        <dd>{day(claim.dueAt)}</dd>
      </dl>
      <div className="row">
        {claim.canAnswer ? (
          <a className="btn btn-primary" href="#payer-answer">
            Answer this claim
          </a>
        ) : null}
        <a className="btn" href={invoiceUrl} target="_blank" rel="noopener noreferrer">
          Invoice PDF
        </a>
      </div>
      {claim.invoiceSha256 ? (
        <p className="small muted payer-hash">
          Invoice as sent: SHA-256 <code>{claim.invoiceSha256}</code>
        </p>
      ) : null}
    </header>
  );
}
