import { DATA } from '@dwell/core/messages';
import { DEFAULT_TIME_ZONE } from '@dwell/core/time-zones';
import { Banner, EmptyState, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Link, navigate, usePathname, useQuery } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { useFramed } from '@dwell/ui/lib/screen-root.tsx';
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useLiveUpdates } from '../../../lib/live.ts';
import { EVENTS_RESULTS_ID } from '../../../shared/events-results.ts';
import { LastUpdated } from '../../../shared/last-updated.tsx';
import { useEventsPage } from '../api/get-events.ts';
import { apiQuery, type ListParams, paramsFrom, searchOf } from '../list-params.ts';
import { useBoard } from '../../../shared/api/get-board.ts';
import { ActiveEvents } from './active-events.tsx';
import { EventsTable } from './events-table.tsx';
import { FiltersBar } from './filters-bar.tsx';

/** docs/product.md#events-list events list: live, server-paged, sorted and filtered, with a CSV export of the filtered rows. */
export function EventsPage({ session, title }: ScreenProps) {
  const search = useQuery();
  const pathname = usePathname();
  const params = useMemo(() => paramsFrom(search), [search]);
  const zone = session.company?.timezone ?? DEFAULT_TIME_ZONE;
  const query = useMemo(() => apiQuery(params, zone), [params, zone]);
  // Answers arriving render as a deferred pass in slices, not inside the query's store update (one long task).
  const result = useDeferredValue(useEventsPage(query));
  const board = useDeferredValue(useBoard());
  // A switch here paints the heading and the tables' placeholder first, the tables one pass later.
  const framed = useFramed();
  const tablesPending = board.isPending || !framed;
  useLiveUpdates();
  // Opened at its results (a search from the header): brought into view once they and the board above are shown.
  const resultsShown = !tablesPending && !result.isPending;
  useEffect(() => {
    if (resultsShown && location.hash === `#${EVENTS_RESULTS_ID}`) {
      document.getElementById(EVENTS_RESULTS_ID)?.scrollIntoView({ block: 'start' });
    }
  }, [resultsShown]);

  const update = useCallback(
    (changes: Partial<ListParams>) => {
      const resetsPage = Object.keys(changes).some((k) => k !== 'page');
      navigate(
        `${pathname}${searchOf({ ...params, ...changes, ...(resetsPage && !('page' in changes) ? { page: 1 } : {}) })}`,
        {
          replace: true,
        },
      );
    },
    [params, pathname],
  );

  const { page, pageSize, ...filters } = query;
  const exportHref = `/api/events/export.csv?${new URLSearchParams(filters).toString()}`;
  const showDriver = session.user.role !== 'driver';

  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div>
          <h1>{title}</h1>
          <p className="muted small" aria-live="polite">
            <LastUpdated at={result.dataUpdatedAt} />
          </p>
        </div>
        <div className="row">
          <a className="btn" href={exportHref} download>
            Export
          </a>
          <Link to="/events/new" className="btn btn-primary">
            Add Detention Event
          </Link>
        </div>
      </header>

      {/* Until the active stops are known, one placeholder stands for both tables: their sizes depend on
          the data, and the list must not be pushed down when the active ones arrive above it. */}
      {tablesPending ? <Skeleton rows={12} height={36} /> : <ActiveEvents board={board} />}

      <section hidden={tablesPending} className="stack" aria-labelledby={EVENTS_RESULTS_ID}>
        <h2 id={EVENTS_RESULTS_ID}>All Events</h2>
        <FiltersBar params={params} showDriver={showDriver} onChange={update} />
        {tablesPending || result.isPending ? (
          <Skeleton rows={8} height={36} />
        ) : result.isError ? (
          <Banner tone="error" title={DATA.eventsLoadFailed}>
            {result.error.message}{' '}
            <button type="button" className="btn btn-sm" onClick={() => result.refetch()}>
              Try again
            </button>
          </Banner>
        ) : result.data.total === 0 && !Object.keys(filters).some((k) => !['sort', 'dir'].includes(k)) ? (
          <EmptyState
            title={DATA.noEventsYet}
            hint="Log a stop when a driver arrives at a shipper or receiver."
            action={
              <Link to="/events/new" className="btn btn-primary">
                Add Detention Event
              </Link>
            }
          />
        ) : (
          <EventsTable
            rows={result.data.events}
            total={result.data.total}
            sorting={[{ id: params.sort, desc: params.dir === 'desc' }]}
            pagination={{ pageIndex: params.page - 1, pageSize: params.pageSize }}
            onSortingChange={(sorting) => {
              const first = sorting[0];
              if (first) update({ sort: first.id, dir: first.desc ? 'desc' : 'asc' });
            }}
            onPaginationChange={(p) => update({ page: p.pageIndex + 1, pageSize: p.pageSize })}
          />
        )}
      </section>
    </div>
  );
}
