import { describe, expect, it } from 'vitest';
import { DEMO_MONTHLY_HISTORY, demoFleet, waitMinutes, prng } from './demo-data.ts';

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

  it('stays under the premium limit of 100 events this month, leaving room to log more', () => {
    for (const day of [1, 15, 28, 31]) {
      const at = Date.UTC(2026, 0, day, 23);
      const thisMonth = demoFleet(at).events.filter((e) => e.checkInTime >= Date.UTC(2026, 0, 1));
      expect(thisMonth.length).toBeLessThanOrEqual(DEMO_MONTHLY_HISTORY + 5);
      // Thinned evenly: the last days of a full month still have stops.
      if (day === 31) expect(thisMonth.some((e) => e.checkInTime > Date.UTC(2026, 0, 29))).toBe(true);
    }
  });

  it('draws waits with a realistic median around two hours', () => {
    const random = prng(7);
    const waits = Array.from({ length: 2000 }, () => waitMinutes(random)).sort((a, b) => a - b);
    const median = waits[1000] ?? 0;
    expect(median).toBeGreaterThan(110);
    expect(median).toBeLessThan(170);
  });
});
