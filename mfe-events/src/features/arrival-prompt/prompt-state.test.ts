import { describe, expect, it } from 'vitest';
import { type Fix, promptFor, sitesInside, sitesOutside } from './prompt-state.ts';

const DC = { id: 'fac_1', name: 'Lakeshore Grocery DC', lat: 41.806, lng: -87.657, radiusM: 300 };
const MILL = { id: 'fac_2', name: 'Midway Paper Mill', lat: 41.808, lng: -87.706, radiusM: 300 };
const at = (lat: number, lng: number, accuracyM = 10): Fix => ({ lat, lng, accuracyM, at: 0 });
const none = new Set<string>();

describe('the arrival prompt', () => {
  it('offers the clock inside a facility with no stop of the user there, and nothing on an unsure fix', () => {
    expect(promptFor(at(41.806, -87.657), [DC, MILL], [], none, none)).toEqual({ kind: 'arrived', site: DC });
    // 250 m from the centre with ±100 m: the circle crosses the 300 m fence.
    expect(promptFor(at(41.80825, -87.657, 100), [DC], [], none, none)).toBeNull();
    expect(promptFor(at(41.806, -87.657), [DC], [{ id: 'ev1', facilityId: 'fac_1' }], none, none)).toBeNull();
    expect(promptFor(at(41.806, -87.657), [DC], [], none, new Set(['arrived:fac_1']))).toBeNull();
  });

  it('offers the check-out only after the phone was seen inside and is now clearly outside', () => {
    const open = [{ id: 'ev1', facilityId: 'fac_1' }];
    const away = at(41.7, -87.5);
    expect(promptFor(away, [DC], open, none, none)).toBeNull();
    const seen = new Set(sitesInside(at(41.806, -87.657), [DC, MILL]));
    expect([...seen]).toEqual(['fac_1']);
    expect(promptFor(away, [DC], open, seen, none)).toEqual({ kind: 'left', site: DC, stopId: 'ev1' });
    expect(promptFor(away, [DC], open, seen, new Set(['left:ev1']))).toBeNull();
    // Leaving one facility and standing in another: the check-out comes first.
    expect(promptFor(at(41.808, -87.706), [DC, MILL], open, seen, none)).toMatchObject({ kind: 'left' });
  });

  it('tells a fix surely outside a facility from one at its edge, so a visit ends only on a clear exit', () => {
    expect(sitesOutside(at(41.7, -87.5), [DC, MILL])).toEqual(['fac_1', 'fac_2']);
    expect(sitesOutside(at(41.80825, -87.657, 100), [DC])).toEqual([]);
  });
});
