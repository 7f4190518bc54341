import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { US_STATES_FILE, usProjection, usStatePaths, usStatesSvg } from '../../../build/us-map.ts';
import { MAP_HEIGHT, MAP_WIDTH, projectUs } from './projection.ts';

/** The box a path's points span, from its numbers (x,y pairs in the map's frame). */
function box(d: string) {
  const numbers = (d.match(/-?\d+/g) ?? []).map(Number);
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe('the US map drawn from outlines projected at build time', () => {
  const states = usStatePaths();

  it('ships the outlines the build computes: the 50 states and DC, inside the 960×600 frame', () => {
    const shipped = readFileSync(US_STATES_FILE, 'utf8');
    expect(shipped).toBe(usStatesSvg());
    expect(shipped.match(/<path d="M/g)).toHaveLength(51);
    expect(shipped).toMatch(/<g fill="#[0-9a-f]{6}" stroke="#[0-9a-f]{6}"/);
    expect(states).toHaveLength(51);
    // At this scale the far end of Alaska's Aleutians runs off the left edge (as the map always drew it).
    for (const state of states.filter((s) => s.id !== '02')) {
      const b = box(state.d);
      expect(b.left).toBeGreaterThanOrEqual(0);
      expect(b.right).toBeLessThanOrEqual(MAP_WIDTH);
      expect(b.top).toBeGreaterThanOrEqual(0);
      expect(b.bottom).toBeLessThanOrEqual(MAP_HEIGHT);
    }
  });

  it('puts a stop’s dot inside its state, with the projection the browser uses', () => {
    const illinois = box(states.find((s) => s.id === '17')?.d ?? '');
    const texas = box(states.find((s) => s.id === '48')?.d ?? '');
    const chicago = projectUs(-87.63, 41.88);
    const dallas = projectUs(-96.8, 32.78);
    if (!chicago || !dallas) throw new Error('a mainland point did not project');
    expect(chicago[0]).toBeGreaterThan(illinois.left);
    expect(chicago[0]).toBeLessThan(illinois.right);
    expect(chicago[1]).toBeGreaterThan(illinois.top);
    expect(chicago[1]).toBeLessThan(illinois.bottom);
    expect(dallas[0]).toBeGreaterThan(texas.left);
    expect(dallas[0]).toBeLessThan(texas.right);
    expect(dallas[1]).toBeGreaterThan(texas.top);
    expect(dallas[1]).toBeLessThan(texas.bottom);
  });

  it('places every dot where d3’s Albers USA puts it (lower 48, Alaska, Hawaii), and none off the map', () => {
    const d3 = usProjection();
    let onMap = 0;
    let offMap = 0;
    for (let lng = -180; lng <= 180; lng += 1.5) {
      for (let lat = -80; lat <= 80; lat += 1.25) {
        const expected = d3([lng, lat]);
        const actual = projectUs(lng, lat);
        if (expected === null) {
          offMap += 1;
          expect(actual, `${lng},${lat}`).toBeNull();
        } else {
          onMap += 1;
          expect(actual?.[0], `${lng},${lat}`).toBeCloseTo(expected[0], 6);
          expect(actual?.[1], `${lng},${lat}`).toBeCloseTo(expected[1], 6);
        }
      }
    }
    // The grid crosses all three parts and a great deal of sea.
    expect(onMap).toBeGreaterThan(300);
    expect(offMap).toBeGreaterThan(10_000);
    for (const [lng, lat] of [
      [-149.9, 61.22], // Anchorage
      [-157.86, 21.31], // Honolulu
      [-80.19, 25.76], // Miami
      [-122.68, 45.52], // Portland
    ] as const) {
      const expected = d3([lng, lat]);
      expect(expected).not.toBeNull();
      expect(projectUs(lng, lat)?.[0]).toBeCloseTo(expected?.[0] ?? Number.NaN, 6);
      expect(projectUs(lng, lat)?.[1]).toBeCloseTo(expected?.[1] ?? Number.NaN, 6);
    }
  });
});
