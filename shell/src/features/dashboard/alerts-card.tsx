import { formatDateTime } from '@dwell/core/format';
import { Link } from '@dwell/ui/lib/router.tsx';
import { type AlertRow, useNewestAlerts } from '@dwell/ui/lib/alerts.ts';

/** docs/product.md#dashboard alert types: warning, success, error, default. */
const TYPE: Record<string, 'warning' | 'danger' | 'info'> = {
  free_time_ending: 'warning',
  billable_started: 'danger',
  claim_unpaid: 'warning',
};

const target = (a: AlertRow) => (a.eventId ? `/events/${a.eventId}` : '/notifications');

/** How many of the newest alerts the card lists. */
const SHOWN = 5;

/**
 * The dashboard's Alerts list: the five newest in-app alerts, each with View Details. The header's bell reads the
 * same newest alerts: one request for both, and a live change or a "mark read" refreshes both.
 */
export function AlertsCard() {
  const alerts = useNewestAlerts();
  const rows = alerts.data?.alerts.slice(0, SHOWN) ?? [];
  return (
    <section className="card stack" aria-labelledby="widget-alerts">
      <div className="row-between">
        <h2 id="widget-alerts">Alerts</h2>
        <Link to="/notifications" className="small">
          View All
        </Link>
      </div>
      {alerts.isError ? <p className="small">{alerts.error.message}</p> : null}
      {rows.length === 0 ? (
        <p className="small muted">{alerts.isPending ? 'Loading…' : 'No alerts.'}</p>
      ) : (
        <ul className="stack" data-testid="dashboard-alerts">
          {rows.map((a) => (
            <li key={a.id} className="stack" style={{ gap: 2 }}>
              <div className="row-between">
                <strong>{a.title}</strong>
                <span className={`badge badge-${TYPE[a.kind] ?? 'info'}`}>{TYPE[a.kind] ?? 'default'}</span>
              </div>
              <span className="small">{a.message}</span>
              <div className="row-between small muted">
                <span>{formatDateTime(new Date(a.createdAt).getTime())}</span>
                <Link to={target(a)}>View Details</Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
