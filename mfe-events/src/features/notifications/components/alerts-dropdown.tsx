import { formatDateTime } from '@dwell/core/format';
import { Link } from '@dwell/ui/lib/router.tsx';
import { useNewestAlerts } from '@dwell/ui/lib/alerts.ts';
import { useEffect, useRef, useState } from 'react';
import { useLiveUpdates } from '../../../lib/live.ts';
import { alertHref } from '../alert-href.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { useMarkAlertRead } from '../api/mark-alert-read.ts';

/** docs/product.md#main-layout notification dropdown: the live alerts (not samples) and 'View all notifications'. */
export function AlertsDropdown() {
  const [open, setOpen] = useState(false);
  const alerts = useNewestAlerts();
  const markAll = useMarkAllRead();
  const markOne = useMarkAlertRead();
  const box = useRef<HTMLDivElement>(null);
  useLiveUpdates();
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('click', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const unread = alerts.data?.unreadCount ?? 0;
  return (
    <div className="menu" ref={box}>
      <button
        type="button"
        className="btn btn-ghost bell"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {unread ? (
          <span className="bell-count" data-testid="unread-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div className="menu-list notifications-menu">
          <div className="row-between notifications-head">
            <strong>Notifications</strong>
            {unread ? (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => markAll.mutate()}>
                Mark all read
              </button>
            ) : null}
          </div>
          {alerts.data?.alerts.length ? (
            alerts.data.alerts.map((a) => (
              <Link
                key={a.id}
                to={alertHref(a)}
                className={a.read ? 'notification' : 'notification notification-unread'}
                onClick={() => {
                  setOpen(false);
                  if (!a.read) markOne.mutate(a.id);
                }}
              >
                <strong>{a.title}</strong>
                <span className="small">{a.message}</span>
                <span className="small muted">{formatDateTime(a.createdAt)}</span>
              </Link>
            ))
          ) : (
            <p className="small muted notification">{alerts.isPending ? 'Loading…' : 'No notifications yet.'}</p>
          )}
          <Link to="/notifications" onClick={() => setOpen(false)}>
            View all notifications
          </Link>
        </div>
      ) : null}
    </div>
  );
}
