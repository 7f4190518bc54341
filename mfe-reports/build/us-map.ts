import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { geoAlbersUsa, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import { MAP_HEIGHT, MAP_SCALE, MAP_WIDTH } from '../src/features/map/projection.ts';

const require = createRequire(import.meta.url);

/** Where the build writes the states' outlines, beside the map that draws them: an image, not script. */
export const US_STATES_FILE = join(import.meta.dirname, '..', 'src', 'features', 'map', 'us-states.generated.svg');

/** The design system's tokens, where the outlines' colours are declared. */
const TOKENS_FILE = join(import.meta.dirname, '..', '..', 'ui', 'src', 'styles', 'tokens.css');

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

/** The map's projection as d3 has it (the browser places the dots with projection.ts's formulas of it). */
export const usProjection = () =>
  geoAlbersUsa()
    .scale(MAP_SCALE)
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);

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

/** A colour token's value (`--c-border: #d9dde3;`) from the design system's tokens. */
function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(readFileSync(TOKENS_FILE, 'utf8'))?.[1];
  if (!value) throw new Error(`ui/src/styles/tokens.css has no --${name}`);
  return value.trim();
}

/**
 * The states as one SVG image in the 960×600 frame, in the map's colours (the design system's neutral fill
 * and border): the map shows it under its dots, so its 90 KB of outlines are neither script to parse nor
 * elements for React to make.
 */
export function usStatesSvg(): string {
  const paths = usStatePaths()
    .map((state) => `<path d="${state.d}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"><title>The United States</title><g fill="${token('c-neutral-soft')}" stroke="${token('c-border')}" stroke-width="0.75">${paths}</g></svg>\n`;
}

/** Writes the states' image for the map (only when it changed, so a build leaves the tree as it was). */
export function writeUsStatesSvg(): void {
  const text = usStatesSvg();
  let current = '';
  try {
    current = readFileSync(US_STATES_FILE, 'utf8');
  } catch {
    // First build.
  }
  if (current !== text) writeFileSync(US_STATES_FILE, text);
}
