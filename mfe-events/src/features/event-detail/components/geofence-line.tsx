import { DEFAULT_GEOFENCE_RADIUS_M } from '@dwell/core/integrations/constants';
import { lazy, Suspense, useState } from 'react';
import type { EventDetail } from '../api/get-event.ts';

// The editing form (with the validation library) arrives when it is asked for, not with the screen.
const GeofenceDialog = lazy(() => import('./geofence-dialog.tsx').then((m) => ({ default: m.GeofenceDialog })));

/** The office sets geofences; drivers see them. */
const SETS_GEOFENCES = new Set(['carrier_admin', 'dispatcher']);

/**
 * The facility's geofence (the circle an ELD or the driver's phone counts as "at the facility"): its centre
 * and radius, or that the first GPS check-in there will set it; the office edits it by hand.
 */
export function GeofenceLine({ detail, role }: { detail: EventDetail; role: string }) {
  const { facility } = detail;
  const [editing, setEditing] = useState(false);
  if (!facility) return null;
  const radius = facility.geofenceRadiusM ?? DEFAULT_GEOFENCE_RADIUS_M;
  return (
    <p className="small">
      {facility.lat !== null && facility.lng !== null
        ? `Geofence: ${facility.lat}, ${facility.lng} · ${radius} m radius`
        : 'No geofence yet: the first GPS check-in here sets its centre.'}{' '}
      {SETS_GEOFENCES.has(role) ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(true)}>
          Edit geofence
        </button>
      ) : null}
      {editing ? (
        <Suspense fallback={null}>
          <GeofenceDialog detail={detail} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </p>
  );
}
