import { geofenceState } from '@dwell/core/geofence';

/** A facility the phone can arrive at: one with a position. */
export interface Site {
  id: string;
  name: string;
  lat: number;
  lng: number;
  radiusM: number;
}

export interface Fix {
  lat: number;
  lng: number;
  accuracyM: number;
  at: number;
}

/** One of the user's stops under way. */
export interface OpenStop {
  id: string;
  facilityId: string | null;
}

export type Prompt = { kind: 'arrived'; site: Site } | { kind: 'left'; site: Site; stopId: string } | null;

/** The key a "Not now" is remembered under, for this visit only. */
export const promptKey = (prompt: NonNullable<Prompt>) =>
  prompt.kind === 'arrived' ? `arrived:${prompt.site.id}` : `left:${prompt.stopId}`;

/**
 * What to offer for a fix. Arrived: inside a facility's geofence with none of the user's stops under way there.
 * Left: a stop under way at a facility this phone was seen inside, and the fix now clearly outside (a leaving
 * is a change the phone saw, so a stop logged elsewhere is never checked out on a guess). An unsure fix (its
 * accuracy circle across the fence) offers nothing. A check-out is offered before a new check-in.
 */
export function promptFor(
  fix: Fix,
  sites: readonly Site[],
  open: readonly OpenStop[],
  seenInside: ReadonlySet<string>,
  dismissed: ReadonlySet<string>,
): Prompt {
  const state = (site: Site) => geofenceState(fix, site, site.radiusM);
  for (const stop of open) {
    const site = sites.find((s) => s.id === stop.facilityId);
    if (!site || !seenInside.has(site.id) || state(site) !== 'outside') continue;
    const prompt = { kind: 'left', site, stopId: stop.id } as const;
    if (!dismissed.has(promptKey(prompt))) return prompt;
  }
  for (const site of sites) {
    if (state(site) !== 'inside' || open.some((s) => s.facilityId === site.id)) continue;
    const prompt = { kind: 'arrived', site } as const;
    if (!dismissed.has(promptKey(prompt))) return prompt;
  }
  return null;
}

/** The sites a fix is surely inside (remembered, so that leaving them later can be offered). */
export const sitesInside = (fix: Fix, sites: readonly Site[]) =>
  sites.filter((site) => geofenceState(fix, site, site.radiusM) === 'inside').map((site) => site.id);

/** The sites a fix is surely outside of (a visit there is over). */
export const sitesOutside = (fix: Fix, sites: readonly Site[]) =>
  sites.filter((site) => geofenceState(fix, site, site.radiusM) === 'outside').map((site) => site.id);
