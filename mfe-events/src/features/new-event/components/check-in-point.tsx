import type { useGeolocation } from './use-geolocation.ts';

/** Optional: the browser's location as the check-in point, asked for only when ticked. */
export function CheckInPoint({ geo }: { geo: ReturnType<typeof useGeolocation> }) {
  return (
    <div className="stack">
      <label className="row">
        <input
          type="checkbox"
          checked={geo.state.status !== 'off'}
          onChange={(e) => (e.target.checked ? geo.locate() : geo.clear())}
        />
        Record my current location as the check-in point
      </label>
      <p className="small muted" aria-live="polite">
        {geo.state.status === 'locating' ? 'Finding your location…' : null}
        {geo.state.status === 'found'
          ? `Location recorded: ${geo.state.lat}, ${geo.state.lng} (within ${geo.state.accuracy} m)`
          : null}
        {geo.state.status === 'failed' ? geo.state.message : null}
      </p>
    </div>
  );
}
