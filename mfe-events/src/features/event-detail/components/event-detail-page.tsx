import { formatDuration } from '@dwell/core/format';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { OfflineQueueList } from '@dwell/ui/components/offline-queue.tsx';
import { LOCAL_EVENT_PREFIX } from '@dwell/ui/lib/offline/types.ts';
import { useOfflineQueue } from '@dwell/ui/lib/offline/use-queue.ts';
import { Link, navigate, usePathname, useQuery } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { lazy, Suspense, useDeferredValue, useRef } from 'react';
import { useLiveUpdates } from '../../../lib/live.ts';
import { StatusBadge } from '../../../shared/badges.tsx';
import { LiveClock } from '../../../shared/running-duration.tsx';
import { useEventDetail } from '../api/get-event.ts';
import { ActionsMenu } from './actions-menu.tsx';
import { DocumentsTab } from './documents-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { SidePanels } from './side-panels.tsx';

// The tabs behind a click load when first opened: the stop's overview paints without their code.
const BillingTab = lazy(() => import('./billing-tab.tsx').then((m) => ({ default: m.BillingTab })));
const NotesTab = lazy(() => import('./notes-tab.tsx').then((m) => ({ default: m.NotesTab })));
// A stop still on the phone (saved without signal) has its own page, with the check-out form.
const QueuedEventPage = lazy(() => import('./queued-event-page.tsx').then((m) => ({ default: m.QueuedEventPage })));

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'documents', label: 'Documents' },
  { id: 'notes', label: 'Notes' },
  { id: 'billing', label: 'Billing' },
] as const;
type TabId = (typeof TABS)[number]['id'];

type DetailProps = ScreenProps & { params: Record<string, string> };

/** docs/product.md#event-detail event detail; an event checked in without signal shows what the phone holds for it. */
export function EventDetailPage(props: DetailProps) {
  const id = props.params.id ?? '';
  if (!id.startsWith(LOCAL_EVENT_PREFIX)) return <LiveEventDetail {...props} />;
  return (
    <Suspense fallback={<Skeleton rows={4} height={28} />}>
      <QueuedEventPage localId={id} />
    </Suspense>
  );
}

/** The event (/events/{id} and /tracking/{id}), live: every change of the event refreshes it. */
function LiveEventDetail({ session, params }: DetailProps) {
  const id = params.id ?? '';
  const saved = useOfflineQueue(id);
  const pathname = usePathname();
  const search = useQuery();
  const tab = (TABS.some((t) => t.id === search.get('tab')) ? search.get('tab') : 'overview') as TabId;
  // Answers arriving render as a deferred pass in slices, not inside the query's store update (one long task).
  const detail = useDeferredValue(useEventDetail(id));
  const pickFile = useRef<(() => void) | null>(null);
  useLiveUpdates();
  const setTab = (next: TabId) =>
    navigate(`${pathname}${next === 'overview' ? '' : `?tab=${next}`}`, { replace: true });

  if (detail.isPending) {
    return (
      <div className="page">
        <Skeleton rows={6} height={28} />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className="page stack">
        <Banner tone="error" title="This event could not be shown">
          {detail.error.message}
        </Banner>
        <Link to="/events">Back to Detention Events</Link>
      </div>
    );
  }
  const { event } = detail.data;
  const addDocument = () => {
    setTab('documents');
    // The Documents tab registers its picker once it has rendered.
    setTimeout(() => pickFile.current?.(), 0);
  };
  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div className="stack" style={{ gap: 4 }}>
          <Link to="/events" className="small">
            ← Detention Events
          </Link>
          <h1>
            {event.facilityName} <StatusBadge status={event.status} />
          </h1>
          <p className="muted">
            {event.facilityAddress} · {event.driverName}
            {event.loadNumber ? ` · Load ${event.loadNumber}` : ''}
          </p>
        </div>
        <div className="row">
          <div className="clock" data-testid="event-clock">
            {event.stale ? (
              formatDuration(event.durationMinutes * 60_000)
            ) : event.status === 'active' ? (
              <LiveClock since={event.checkInTime} />
            ) : (
              formatDuration((event.checkOutTime ?? event.checkInTime) - event.checkInTime)
            )}
            <span className="small muted">
              {event.stale
                ? 'on site at most: check-out missing'
                : event.status === 'active'
                  ? 'on site, running'
                  : 'on site'}
            </span>
          </div>
          <a className="btn" href={`/api/events/${event.id}/export.csv`} download>
            Export
          </a>
          <ActionsMenu detail={detail.data} onAddDocument={addDocument} viewer={session.user} />
        </div>
      </header>
      <OfflineQueueList actions={saved} />
      <div className="detail-grid">
        <div className="stack">
          <div className="tabs" role="tablist" aria-label="Event sections">
            {TABS.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                id={`tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`panel-${t.id}`}
                className="tab"
                onClick={() => setTab(t.id)}
              >
                {t.label}
                {t.id === 'documents' && detail.data.counts.documents ? ` (${detail.data.counts.documents})` : ''}
                {t.id === 'notes' && detail.data.counts.notes ? ` (${detail.data.counts.notes})` : ''}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            <Suspense fallback={<Skeleton rows={4} height={28} />}>
              {tab === 'overview' ? (
                <OverviewTab detail={detail.data} onAddDocument={addDocument} role={session.user.role} />
              ) : null}
              {tab === 'documents' ? (
                <DocumentsTab
                  eventId={event.id}
                  registerPicker={(open) => {
                    pickFile.current = open;
                  }}
                />
              ) : null}
              {tab === 'notes' ? <NotesTab eventId={event.id} /> : null}
              {tab === 'billing' ? (
                <BillingTab
                  detail={detail.data}
                  canClaim={session.user.role !== 'driver'}
                  isAdmin={session.user.role === 'carrier_admin'}
                />
              ) : null}
            </Suspense>
          </div>
        </div>
        <SidePanels detail={detail.data} canEditCustomer={session.user.role === 'carrier_admin'} />
      </div>
    </div>
  );
}
