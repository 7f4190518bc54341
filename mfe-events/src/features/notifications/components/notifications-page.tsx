import { formatDateTime } from '@dwell/core/format';
import { Banner, EmptyState, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Link } from '@dwell/ui/lib/router.tsx';
import { alertPageQuery } from '@dwell/ui/lib/alerts.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLiveUpdates } from '../../../lib/live.ts';
import { alertHref } from '../alert-href.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { useMarkAlertRead } from '../api/mark-alert-read.ts';
import { PAGE_SIZE } from '@dwell/core/paging';
import { PageNav } from '@dwell/ui/components/page-nav.tsx';

/** /notifications: every alert of the company (a driver's own), newest first, read or not. */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const alerts = useQuery(alertPageQuery(PAGE_SIZE, page));
  const markAll = useMarkAllRead();
  const markOne = useMarkAlertRead();
  useLiveUpdates();
  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div>
          <h1>Notifications</h1>
          <p className="muted">Free time running out, detention billing, caps reached and unpaid claims.</p>
        </div>
        <button type="button" className="btn" disabled={!alerts.data?.unreadCount} onClick={() => markAll.mutate()}>
          Mark all as read
        </button>
      </header>
      {alerts.isPending ? (
        <Skeleton rows={5} />
      ) : alerts.isError ? (
        <Banner tone="error">{alerts.error.message}</Banner>
      ) : alerts.data.total === 0 ? (
        <EmptyState
          title="No notifications yet"
          hint="Alerts appear here as drivers approach and pass their free time."
        />
      ) : (
        <>
          <ul className="list-stack" aria-label="Notifications">
            {alerts.data.alerts.map((a) => (
              <li key={a.id} className={a.read ? 'card card-tight' : 'card card-tight alert-unread'}>
                <div className="row-between">
                  <Link to={alertHref(a)} onClick={() => (a.read ? undefined : markOne.mutate(a.id))}>
                    <strong>{a.title}</strong>
                  </Link>
                  <span className="small muted">{formatDateTime(a.createdAt)}</span>
                </div>
                <p className="small">{a.message}</p>
                {a.read ? null : (
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => markOne.mutate(a.id)}>
                    Mark as read
                  </button>
                )}
              </li>
            ))}
          </ul>
          <PageNav page={page} pageSize={PAGE_SIZE} total={alerts.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
