import { formatZonedDateTime } from '@dwell/core/format';
import { Link } from '@dwell/ui/lib/router.tsx';
import { RunningDuration } from '../../../shared/running-duration.tsx';
import { useBoard } from '../../../shared/api/get-board.ts';

/** SPEC §2.10 'Active Events' table: the stops running right now, with their clocks. */
export function ActiveEvents() {
  const board = useBoard();
  const events = board.data?.events ?? [];
  return (
    <section className="stack" aria-labelledby="active-events">
      <div className="row-between">
        <h2 id="active-events">Active Events</h2>
        <Link to="/dispatcher" className="small">
          Open the live board
        </Link>
      </div>
      {events.length === 0 ? (
        <p className="muted small">{board.isPending ? 'Loading…' : 'No driver is waiting right now.'}</p>
      ) : (
        <div className="table-wrap">
          <table className="table table-cards" aria-label="Active events">
            <thead>
              <tr>
                <th>Location</th>
                <th>Driver</th>
                <th>Check-in</th>
                <th>Time on site</th>
                <th>Billing</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e.id}>
                  <td data-label="Location">
                    <Link to={`/events/${e.id}`}>{e.facilityName}</Link>
                    <div className="small muted">{e.facilityAddress}</div>
                  </td>
                  <td data-label="Driver">{e.driverName}</td>
                  <td data-label="Check-in">{formatZonedDateTime(e.checkInTime, e.timezone)}</td>
                  <td data-label="Time on site">
                    <RunningDuration checkIn={e.checkInTime} checkOut={null} stale={e.stale ? e : null} />
                  </td>
                  <td data-label="Billing">
                    {e.billable ? (
                      <span className="badge badge-danger">Billable</span>
                    ) : (
                      <span className="badge badge-warning">Free time</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
