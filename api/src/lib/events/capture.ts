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
