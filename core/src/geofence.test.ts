import { describe, expect, it } from 'vitest';
import { distanceM, geofenceState } from './geofence';

const dock = { lat: 41.8781, lng: -87.6298 };

describe('distanceM', () => {
  it('is zero for the same point and about 111 km per degree of latitude', () => {
    expect(distanceM(dock, dock)).toBe(0);
    expect(distanceM({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
  });
});

describe('geofenceState', () => {
  const north = (m: number) => ({ lat: dock.lat + m / 111_195, lng: dock.lng });
  it('is inside when the whole accuracy circle is inside the radius', () => {
    expect(geofenceState({ ...north(100), accuracyM: 20 }, dock, 300)).toBe('inside');
  });
  it('is outside when the whole accuracy circle is beyond the radius', () => {
    expect(geofenceState({ ...north(500), accuracyM: 50 }, dock, 300)).toBe('outside');
  });
  it('is unsure when a poor fix straddles the edge', () => {
    expect(geofenceState({ ...north(250), accuracyM: 100 }, dock, 300)).toBe('unsure');
    expect(geofenceState({ ...north(350), accuracyM: 100 }, dock, 300)).toBe('unsure');
  });
});
