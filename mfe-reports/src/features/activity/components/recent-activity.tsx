import { formatDateTime } from '@dwell/core/format';
import { Link } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { memo, useDeferredValue } from 'react';
import { useActivity } from '../api/get-activity.ts';

/** How each logged action reads in the feed. */
const ACTIONS: Record<string, string> = {
  created: 'Detention started',
  checked_in: 'Arrival recorded',
  completed: 'Departure recorded',
  checked_out: 'Departure recorded',
  claim_status: 'Claim status changed',
  payment_recorded: 'Payment recorded',
  cancelled: 'Stop cancelled',
  deleted: 'Stop deleted',
  note_added: 'Note added',
  document_added: 'Documents uploaded',
  uploaded: 'Documents uploaded',
  alert_raised: 'Alert raised',
  claim_created: 'Claim created',
  claim_reminder: 'Claim reminder sent',
  claim_reopened: 'Claim reopened',
  invoice_stored: 'Invoice as sent stored',
  repriced: 'Stop re-priced',
};

const describe = (action: string) => ACTIONS[action] ?? action.replaceAll('_', ' ');

type ActivityItem = NonNullable<ReturnType<typeof useActivity>['data']>['activity'][number];

/**
 * One entry of the feed, two lines at every width: what happened and where, then who and when. A refetch that
 * brings the same items back re-renders none of them.
 */
const ActivityRow = memo(function ActivityRow({ item }: { item: ActivityItem }) {
  return (
    <li className="activity-row">
      <span>
        <strong>{describe(item.action)}</strong> · <Link to={`/events/${item.eventId}`}>{item.facilityName}</Link>
      </span>
      <span className="small muted">
        {item.actorName ? `${item.actorName} · ` : null}
        {formatDateTime(item.createdAt)}
      </span>
    </li>
  );
});

/** docs/product.md#dashboard Recent Activity, read from the event log: what happened to which stop, by whom, when. */
export function RecentActivity({ scope = 'company' }: ScreenProps & { scope?: 'company' | 'mine' }) {
  // An answer arriving renders as a deferred pass in slices, not inside the query's store update (one long task).
  const feed = useDeferredValue(useActivity(scope));
  const items = feed.data?.activity ?? [];
  return (
    <section className="card stack" aria-labelledby="widget-activity">
      <h2 id="widget-activity">Recent Activity</h2>
      {feed.isError ? <p className="small">{feed.error.message}</p> : null}
      {items.length === 0 ? (
        <p className="small muted">{feed.isPending ? 'Loading…' : 'No activity yet.'}</p>
      ) : (
        <ul className="stack" data-testid="activity-feed">
          {items.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
