/** Geometry for the phone's arrival detection: pure, so the prompt's decisions can be tested without a browser. */

/** A point on Earth in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_M = 6_371_000;

const toRad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two points (haversine formula). */
export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where a fix stands against a geofence. A fix whose accuracy circle straddles the edge is 'unsure':
 * we neither prompt an arrival nor a departure on it, so a poor fix never starts or stops a clock.
 */
export function geofenceState(
  fix: LatLng & { accuracyM: number },
  centre: LatLng,
  radiusM: number,
): 'inside' | 'outside' | 'unsure' {
  const d = distanceM(fix, centre);
  const accuracy = Math.max(0, fix.accuracyM);
  if (d + accuracy <= radiusM) return 'inside';
  if (d - accuracy > radiusM) return 'outside';
  return 'unsure';
}
