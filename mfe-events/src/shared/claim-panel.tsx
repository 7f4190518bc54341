import { acceptsPayments } from '@dwell/core/schemas/claim-rules';
import { formatCount, formatDate, formatDateTime, formatMoney } from '@dwell/core/format';
import { fill } from '@dwell/core/messages';
import { PAYER_MESSAGES } from '@dwell/core/schemas/payer-rules';
import { DAY_MS } from '@dwell/core/time-zones';
import { Banner, Spinner } from '@dwell/ui/components/feedback.tsx';
import { ClaimBadge } from '@dwell/ui/components/claim-badge.tsx';
import { ClaimActions } from './claim-actions.tsx';
import { useClaim } from './api/get-claim.ts';
import { pendingPayerAnswer } from './payer-answer-text.ts';
import { ClaimHistory } from './claim-history.tsx';
import { PayerAnswer } from './payer-answer.tsx';
import { PayerLink } from './payer-link.tsx';

/** The due date, and how late the money is while the claim is still owed. */
function dueText(dueAt: number, owed: boolean, now: number): string {
  const late = Math.floor((now - dueAt) / DAY_MS);
  return owed && late > 0 ? `${formatDate(dueAt)} (${formatCount(late, 'day')} past due)` : formatDate(dueAt);
}

/**
 * One claim: amount, received and balance, due date and aging, the invoice PDF (fixed once sent), the payer's
 * link and last answer with the reply to it, the status actions and payments (each asking what it needs
 * first) and the claim's history. Contacts are listed to those allowed to read them (carrier admins).
 */
export function ClaimPanel({ claimId, canSeeContacts }: { claimId: string; canSeeContacts: boolean }) {
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
        <dt>Due</dt>
        <dd data-testid="claim-due">
          {c.dueAt !== null
            ? dueText(c.dueAt, acceptsPayments(c.status), Date.now())
            : c.sentAt === null
              ? 'Set when it is sent to the payer'
              : 'None: it was marked sent by hand'}
        </dd>
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
      {c.sendError ? (
        <Banner tone="error" title="The last send to the payer failed">
          {fill(PAYER_MESSAGES.sendFailed, { error: c.sendError })}
        </Banner>
      ) : null}
      <PayerLink detail={claim.data} />
      <PayerAnswer detail={claim.data} pending={pendingPayerAnswer(claim.data.history)} />
      <ClaimActions detail={claim.data} canSeeContacts={canSeeContacts} />
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
