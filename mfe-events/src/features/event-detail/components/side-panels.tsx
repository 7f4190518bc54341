import { formatMoney, formatZonedDateTime } from '@dwell/core/format';
import { Link } from '@dwell/ui/lib/router.tsx';
import { useNow } from '../../../lib/time.ts';
import { billingCountdown } from '../../../shared/billing-countdown.ts';
import type { EventDetail } from '../api/get-event.ts';

/**
 * docs/product.md#event-detail side panels: Event Details, Driver (Call, Message) and Detention Alert (Notify Facility); a
 * company admin is led to the customer's billing contacts when it has none.
 */
export function SidePanels({ detail, canEditCustomer }: { detail: EventDetail; canEditCustomer: boolean }) {
  const { event, driver, customer, billing, policy } = detail;
  const now = useNow(30_000);
  const minutesLeft = Math.ceil((billing.freeEndsAt + 60_000 - now) / 60_000);
  const notify = customer?.billingEmail
    ? `mailto:${customer.billingEmail}?subject=${encodeURIComponent(`Detention at ${event.facilityName}${event.loadNumber ? `, load ${event.loadNumber}` : ''}`)}&body=${encodeURIComponent(
        `Our driver ${driver.name} checked in at ${formatZonedDateTime(event.checkInTime, event.timezone)}. Free time ends at ${formatZonedDateTime(billing.freeEndsAt, event.timezone)}; detention then bills at ${formatMoney(policy.hourlyRateCents)} per hour.`,
      )}`
    : null;
  return (
    <aside className="stack">
      <section className="card card-tight stack" aria-labelledby="details">
        <h3 id="details">Event Details</h3>
        <dl className="facts">
          <dt>Check-in</dt>
          <dd>{formatZonedDateTime(event.checkInTime, event.timezone)}</dd>
          <dt>Check-out</dt>
          <dd>{event.checkOutTime ? formatZonedDateTime(event.checkOutTime, event.timezone) : 'Still on site'}</dd>
          <dt>Free time</dt>
          <dd>{event.freeTimeMinutes} min</dd>
          <dt>Customer</dt>
          <dd>{customer?.name ?? event.facilityAddress}</dd>
          {event.loadNumber ? (
            <>
              <dt>Load</dt>
              <dd>{event.loadNumber}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="card card-tight stack" aria-labelledby="driver">
        <h3 id="driver">Driver</h3>
        <p>
          <strong>{driver.name}</strong>
          {driver.phone ? <span className="small muted"> · {driver.phone}</span> : null}
        </p>
        <div className="row">
          {driver.phone ? (
            <>
              <a className="btn btn-sm" href={`tel:${driver.phone}`}>
                Call
              </a>
              <a className="btn btn-sm" href={`sms:${driver.phone}`}>
                Message
              </a>
            </>
          ) : driver.email ? (
            <a className="btn btn-sm" href={`mailto:${driver.email}`}>
              Message
            </a>
          ) : (
            <span className="small muted">No contact details on the driver's profile.</span>
          )}
        </div>
      </section>
      <section className="card card-tight stack" aria-labelledby="alert">
        <h3 id="alert">Detention Alert</h3>
        {event.status !== 'active' ? (
          <p className="small">
            {billing.billable ? `Billed ${formatMoney(billing.amountCents)}.` : 'The stop ended within its free time.'}
          </p>
        ) : billing.forfeited ? (
          <p className="small">Late arrival: this stop bills no detention.</p>
        ) : minutesLeft > 0 ? (
          <p className={minutesLeft <= 30 ? 'small text-warning' : 'small'}>
            Billing starts in {billingCountdown(minutesLeft).minutes} min, at{' '}
            {formatZonedDateTime(billing.freeEndsAt, event.timezone)}.
          </p>
        ) : (
          <p className="small text-danger">Detention is billing now at {formatMoney(policy.hourlyRateCents)}/h.</p>
        )}
        {notify ? (
          <a className="btn btn-sm" href={notify}>
            Notify Facility
          </a>
        ) : canEditCustomer && customer ? (
          <span className="small muted">
            <Link to={`/events/customers?customer=${customer.id}`}>Add a billing email to the customer</Link> to notify
            them.
          </span>
        ) : (
          <span className="small muted">Add a billing email to the customer to notify them.</span>
        )}
      </section>
    </aside>
  );
}
