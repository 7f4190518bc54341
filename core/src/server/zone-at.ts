import tzLookup from '@photostructure/tz-lookup';
import { canonicalTimeZone } from '../time-zones.ts';

/**
 * The IANA zone at a map point, found offline (@photostructure/tz-lookup: a maintained ~70 kB grid of the
 * timezone-boundary-builder shapes, run in the API only), or null without a usable position.
 */
export function zoneAt(lat: number | null | undefined, lng: number | null | undefined): string | null {
  if (lat == null || lng == null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  try {
    // The grid may name a zone this runtime's ICU spells differently; store the runtime's own name.
    return canonicalTimeZone(tzLookup(lat, lng));
  } catch {
    return null;
  }
}
