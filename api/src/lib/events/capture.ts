import type { TimeSource } from '@dwell/core/integrations/constants';

/** Where a check-in or check-out time came from, with the GPS fix that backs it when there is one. */
export interface TimeCapture {
  source: TimeSource;
  lat?: number | null;
  lng?: number | null;
  /** Metres: the fix's accuracy (or the radius of the geofence whose centre is the position). */
  accuracyM: number | null;
}

/** A time someone typed or tapped in the app. */
export const MANUAL_CAPTURE: TimeCapture = { source: 'manual', accuracyM: null };

/**
 * A time as a person's app sent it: tapped or typed ('manual'), or taken by the phone at a geofence ('phone'),
 * with the fix and its accuracy when the phone had one (the schema makes 'phone' and an accuracy need a fix).
 */
export function clientCapture(given: {
  source: 'manual' | 'phone';
  lat?: number | null;
  lng?: number | null;
  accuracyM?: number | null;
}): TimeCapture {
  return { source: given.source, lat: given.lat ?? null, lng: given.lng ?? null, accuracyM: given.accuracyM ?? null };
}
