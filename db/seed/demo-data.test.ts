import { describe, expect, it } from 'vitest';
import { demoFleet, prng, waitMinutes } from './demo-data.ts';

describe('demo fleet', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  const fleet = demoFleet(now);

  it('is the same fleet every time for the same seed', () => {
    expect(demoFleet(now)).toEqual(fleet);
  });

  it('spans six months with hundreds of events at dozens of facilities', () => {
    expect(fleet.facilities.length).toBeGreaterThanOrEqual(30);
    expect(fleet.events.length).toBeGreaterThan(400);
    const oldest = Math.min(...fleet.events.map((e) => e.checkInTime));
    expect(now - oldest).toBeGreaterThan(170 * 86_400_000);
    expect(new Set(fleet.events.map((e) => e.facility.id)).size).toBeGreaterThanOrEqual(30);
  });

  it('never checks out before checking in, and has drivers waiting now', () => {
    for (const e of fleet.events) {
      if (e.checkOutTime !== null) expect(e.checkOutTime).toBeGreaterThan(e.checkInTime);
    }
    const active = fleet.events.filter((e) => e.status === 'active');
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((e) => e.checkOutTime === null && e.checkInTime < now)).toBe(true);
  });

  it('has a few drivers waiting at once, well under the 100 open detentions of the premium tier', () => {
    const open = fleet.events.filter((e) => e.status === 'active');
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(open.length).toBeLessThan(100);
  });

  it('draws waits with a realistic median around two hours', () => {
    const random = prng(7);
    const waits = Array.from({ length: 2000 }, () => waitMinutes(random)).sort((a, b) => a - b);
    const median = waits[1000] ?? 0;
    expect(median).toBeGreaterThan(110);
    expect(median).toBeLessThan(170);
  });
});
