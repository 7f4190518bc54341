import { STAT_CARD_COUNTS } from '@dwell/core/report-periods';
import { Link } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { useLiveUpdates } from '../../../lib/live.ts';
import { useBoard } from '../../../shared/api/get-board.ts';
import { RunningDuration } from '../../../shared/running-duration.tsx';
import { useDeferredValue } from 'react';

/**
 * Dashboard widget: the stops running now, live, with their clocks and a link to the board. On
 * /carrier-dashboard (scope 'mine') only the signed-in user's own, like every other figure there.
 */
export function ActiveEventsWidget({ scope = 'company' }: Partial<ScreenProps> & { scope?: 'company' | 'mine' }) {
  // An answer arriving renders as a deferred pass in slices, not inside the query's store update (one long task).
  const board = useDeferredValue(useBoard(scope));
  useLiveUpdates();
  const events = board.data?.events ?? [];
  return (
    <section className="card stack" aria-labelledby="widget-active">
      <div className="row-between">
        <h2 id="widget-active">Active Events</h2>
        {board.data ? (
          <span className="small muted" data-testid="under-way-count">
            {STAT_CARD_COUNTS.underWayNow(events.length)}
          </span>
        ) : null}
        <Link to="/dispatcher" className="small">
          Live board
        </Link>
      </div>
      {board.isError ? <p className="small">{board.error.message}</p> : null}
      {events.length === 0 ? (
        <p className="small muted">{board.isPending ? 'Loading…' : 'No driver is waiting right now.'}</p>
      ) : (
        <ul className="stack">
          {events.slice(0, 6).map((e) => (
            <li key={e.id} className="row-between">
              <Link to={`/events/${e.id}`}>
                {e.facilityName} <span className="small muted">· {e.driverName}</span>
              </Link>
              <span className={e.billable ? 'badge badge-danger' : 'badge badge-warning'}>
                {/* A stop open past the company's limit shows the time it is held at. */}
                <RunningDuration
                  checkIn={e.checkInTime}
                  checkOut={e.stale ? e.checkInTime + e.durationMinutes * 60_000 : null}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
