import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import { usProjection } from '../src/features/map/projection.ts';

const require = createRequire(import.meta.url);

/** Where the build writes the states' outlines, beside the map that draws them. */
export const US_STATES_FILE = join(import.meta.dirname, '..', 'src', 'features', 'map', 'us-states.generated.json');

export interface StatePath {
  id: string;
  d: string;
}

/** Drops a line to the point it is already at (whole pixels make many): the same drawing, fewer bytes. */
function withoutRepeats(d: string): string {
  let previous = '';
  return d.replace(/([MLZ])([^MLZ]*)/g, (whole, command: string, point: string) => {
    if (command === 'L' && point === previous) return '';
    previous = point;
    return whole;
  });
}

/**
 * The US states as SVG path data in the map's projection, whole pixels of the 960×600 frame: computed once at
 * build time from us-atlas, so the browser neither downloads the topology nor projects it.
 */
export function usStatePaths(): StatePath[] {
  const states = require('us-atlas/states-10m.json') as { objects: { states: unknown } };
  const path = geoPath(usProjection()).digits(0);
  return feature(states, states.objects.states).features.flatMap((state) => {
    const d = path(state);
    return d ? [{ id: String(state.id ?? state.properties?.name), d: withoutRepeats(d) }] : [];
  });
}

/** Writes the states' paths for the map (only when they changed, so a build leaves the tree as it was). */
export function writeUsStatePaths(): void {
  const text = `${JSON.stringify(usStatePaths())}\n`;
  let current = '';
  try {
    current = readFileSync(US_STATES_FILE, 'utf8');
  } catch {
    // First build.
  }
  if (current !== text) writeFileSync(US_STATES_FILE, text);
}
