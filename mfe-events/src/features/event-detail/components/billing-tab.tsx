import { formatDateTime, formatDuration, formatHours, formatMoney, formatZonedDateTime } from '@dwell/core/format';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { useIntent } from '@dwell/ui/lib/intent.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { ClaimPanel } from '../../../shared/claim-panel.tsx';
import { useCreateClaim } from '../../../shared/api/create-claim.ts';
import type { EventDetail } from '../api/get-event.ts';
import { RepriceButton } from './reprice-button.tsx';

const MINUTE = 60_000;
const SOURCE = {
  company: 'Company default',
  customer: 'Customer override',
  facility: 'Facility override',
  stored: 'Price stored',
} as const;

/**
 * docs/product.md#event-detail Billing: the breakdown under the event's policy (the price stored when the stop was completed or
 * claimed, or today's policy while it runs), then Generate Invoice and the claim.
 */
export function BillingTab({
  detail,
  canClaim,
  isAdmin,
}: {
  detail: EventDetail;
  canClaim: boolean;
  isAdmin: boolean;
}) {
  const { event, policy, billing, claim } = detail;
  const generate = useCreateClaim(event.id);
  const intent = useIntent();
  const claimable = event.status === 'completed' && billing.billable && billing.amountCents > 0;
  return (
    <div className="stack-lg">
      <section className="card stack" aria-labelledby="breakdown">
        <h2 id="breakdown">Billing breakdown</h2>
        {billing.stale ? (
          <Banner tone="warning">
            This stop has been open for more than {billing.openStopLimitHours} hours: its time and amount stop there.
            Mark it complete with its real check-out time, or cancel it.
          </Banner>
        ) : null}
        <dl className="facts">
          <dt>Policy</dt>
          <dd data-testid="billing-source">
            {SOURCE[policy.source]}
            {policy.pricedAt ? ` ${formatDateTime(policy.pricedAt)}: later policy changes do not reprice it` : ''}
          </dd>
          <dt>Free time</dt>
          <dd>
            {policy.freeMinutes} minutes from {policy.clockStart === 'appointment' ? 'the appointment' : 'arrival'}
          </dd>
          <dt>Rate</dt>
          <dd>{formatMoney(policy.hourlyRateCents)} per hour</dd>
          <dt>Billing increment</dt>
          <dd>
            {policy.incrementMinutes} minutes, rounded {policy.rounding}
          </dd>
          <dt>Cap per stop</dt>
          <dd>{policy.capCents === null ? 'No cap' : formatMoney(policy.capCents)}</dd>
          <dt>Free time ends</dt>
          <dd>{formatZonedDateTime(billing.freeEndsAt, event.timezone)}</dd>
          <dt>Time on site</dt>
          <dd>{formatDuration(billing.totalMinutes * MINUTE)}</dd>
          <dt>Waiting time counted</dt>
          <dd>{formatDuration(billing.waitMinutes * MINUTE)}</dd>
          <dt>Beyond free time</dt>
          <dd>{formatDuration(billing.billableMinutes * MINUTE)}</dd>
          <dt>Billed time</dt>
          <dd>
            {formatHours(billing.billedMinutes)} h{billing.capped ? ' (capped)' : ''}
          </dd>
          <dt>Amount</dt>
          <dd>
            <strong data-testid="billing-amount">{formatMoney(billing.amountCents)}</strong>
            {billing.running ? <span className="small muted"> so far, still running</span> : null}
          </dd>
        </dl>
        {billing.lateArrival ? (
          <Banner tone="warning">
            Late arrival
            {billing.forfeited ? ': under this policy the stop bills no detention.' : ': the clock runs from arrival.'}
          </Banner>
        ) : null}
        {isAdmin && event.status === 'completed' && !claim ? <RepriceButton eventId={event.id} /> : null}
      </section>
      {canClaim ? (
        <section className="card stack" aria-labelledby="claim-title">
          <h2 id="claim-title">Claim</h2>
          {claim ? (
            <ClaimPanel claimId={claim.id} canSeeContacts={isAdmin} />
          ) : claimable ? (
            <>
              <p className="muted">
                Generate the invoice for {formatMoney(billing.amountCents)} with the evidence on file.
              </p>
              {generate.isError ? <Banner tone="error">{generate.error.message}</Banner> : null}
              <button
                type="button"
                className="btn btn-primary"
                disabled={intent.pending}
                onClick={() =>
                  void intent
                    .run((key) => generate.mutateAsync({ eventId: event.id, key }))
                    .then((body) => {
                      if (body)
                        toast('success', 'Invoice generated', `Claim ${body.claim.number} is ready as a draft.`);
                    })
                    .catch(() => undefined)
                }
              >
                {intent.pending ? 'Generating…' : 'Generate Invoice'}
              </button>
            </>
          ) : (
            <p className="muted">
              {event.status === 'active'
                ? 'Mark the event as complete to generate its invoice.'
                : 'This event is not billable: nothing to claim.'}
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
