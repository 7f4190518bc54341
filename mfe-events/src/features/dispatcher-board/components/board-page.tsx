import { formatMoney, formatZonedDateTime } from '@dwell/core/format';
import { Banner, EmptyState, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Link } from '@dwell/ui/lib/router.tsx';
import { useLiveUpdates } from '../../../lib/live.ts';
import { useNow } from '../../../lib/time.ts';
import { LastUpdated } from '../../../shared/last-updated.tsx';
import { type BoardEvent, useBoard } from '../../../shared/api/get-board.ts';
import { billingCountdown } from '../../../shared/billing-countdown.ts';
import { LiveClock } from '../../../shared/running-duration.tsx';

/** Minutes left before billing now, from the answer's figure and the time passed since it was computed. */
function minutesLeft(e: BoardEvent, serverNow: number, now: number): number | null {
  if (e.minutesUntilBillable === null) return null;
  return e.minutesUntilBillable - Math.floor((now - serverNow) / 60_000);
}

function tone(left: number | null): string {
  if (left === null) return 'board-card';
  if (left <= 0) return 'board-card board-billing';
  // The same 30 minutes as the free-time alert.
  if (left <= 30) return 'board-card board-soon';
  return 'board-card';
}

/** /dispatcher: the company's active detentions, closest to billing first, each with its running clock. */
export function BoardPage() {
  const board = useBoard();
  useLiveUpdates();
  const now = useNow(15_000);
  if (board.isPending)
    return (
      <div className="page">
        <Skeleton rows={4} height={80} />
      </div>
    );
  if (board.isError)
    return (
      <div className="page">
        <Banner tone="error">{board.error.message}</Banner>
      </div>
    );
  const { events, serverNow } = board.data;
  const billing = events.filter((e) => (minutesLeft(e, serverNow, now) ?? 1) <= 0);
  const accruing = events.reduce((sum, e) => sum + e.amountCents, 0);
  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div>
          <h1>Live board</h1>
          <p className="muted small">
            <LastUpdated at={board.dataUpdatedAt} />
          </p>
        </div>
        <Link to="/events/new" className="btn btn-primary">
          Add Detention Event
        </Link>
      </header>
      <div className="grid">
        <div className="card stat">
          <span className="muted small">Drivers waiting</span>
          <span className="stat-value">{events.length}</span>
        </div>
        <div className="card stat">
          <span className="muted small">Billing now</span>
          <span className="stat-value">{billing.length}</span>
        </div>
        <div className="card stat">
          <span className="muted small">Accrued so far</span>
          <span className="stat-value">{formatMoney(accruing)}</span>
        </div>
      </div>
      {events.length === 0 ? (
        <EmptyState
          title="No driver is waiting right now"
          hint="Active stops appear here the moment they are logged."
        />
      ) : (
        <ol className="list-stack" aria-label="Active detentions, closest to billing first">
          {events.map((e) => {
            const left = minutesLeft(e, serverNow, now);
            const countdown = left === null ? null : billingCountdown(left);
            return (
              <li key={e.id} className={tone(left)}>
                <div className="row-between">
                  <Link to={`/events/${e.id}`}>
                    <strong>{e.facilityName}</strong>
                  </Link>
                  <span className="board-clock">
                    {e.stale ? (
                      <span className="badge badge-warning">Check-out missing</span>
                    ) : (
                      <LiveClock since={e.checkInTime} />
                    )}
                  </span>
                </div>
                <div className="small muted">
                  {e.driverName} · {e.facilityAddress} · in since {formatZonedDateTime(e.checkInTime, e.timezone)}
                </div>
                <div className="small" data-testid="time-left">
                  {e.stale
                    ? `Open past the company's limit: held at ${formatMoney(e.amountCents)}. Check it out or cancel it.`
                    : countdown === null
                      ? 'Late arrival: no detention'
                      : countdown.billing
                        ? `Billing for ${countdown.minutes} min · ${formatMoney(e.amountCents)} so far`
                        : `${countdown.minutes} min left before billable`}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
