import { Link, navigate } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useActiveLocations } from '../api/get-active-locations.ts';
import type { MapPoint } from './us-map.tsx';

// The map component and the states' outlines arrive in their own chunk.
const UsMap = lazy(() => import('./us-map.tsx'));

/** The map's own box while it loads: the same frame, so nothing moves when the map is drawn in it. */
const mapBox = <div className="map-box skeleton" role="status" aria-busy="true" aria-label="Loading the map" />;

/** docs/product.md#dashboard active-locations map: stops under way on a US map, a list for those without a position. */
export function ActiveMapWidget({ scope = 'company' }: ScreenProps & { scope?: 'company' | 'mine' }) {
  // An answer arriving renders as a deferred pass in slices, not inside the query's store update (one long task).
  const locations = useDeferredValue(useActiveLocations(scope));
  const all = locations.data?.locations ?? [];
  const points = all.filter((l): l is typeof l & MapPoint => l.lat !== null && l.lng !== null);
  const unplaced = all.filter((l) => l.lat === null || l.lng === null);
  return (
    <section className="card stack" aria-labelledby="widget-map">
      <div className="row-between">
        <h2 id="widget-map">Active Locations</h2>
        <span className="small muted">{all.length} under way</span>
      </div>
      {locations.isError ? <p className="small">{locations.error.message}</p> : null}
      {locations.isPending ? (
        mapBox
      ) : (
        <Suspense fallback={mapBox}>
          <UsMap points={points} onSelect={(id) => navigate(`/events/${id}`)} />
        </Suspense>
      )}
      {unplaced.length ? (
        <div className="stack">
          <p className="small muted">Without a position:</p>
          <ul className="stack" data-testid="unplaced-list">
            {unplaced.map((l) => (
              <li key={l.id}>
                <Link to={`/events/${l.id}`}>{l.facilityName}</Link>
                <span className="small muted">
                  {' '}
                  · {l.facilityAddress} · {l.driverName}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {!locations.isPending && all.length === 0 ? <p className="small muted">No driver is waiting right now.</p> : null}
    </section>
  );
}
