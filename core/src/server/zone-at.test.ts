import { describe, expect, it } from 'vitest';
import { zoneAt } from './zone-at.ts';

describe('zoneAt', () => {
  it('finds the IANA zone of a map point offline', () => {
    expect(zoneAt(41.85, -87.65)).toBe('America/Chicago');
    expect(zoneAt(33.45, -112.07)).toBe('America/Phoenix');
    expect(zoneAt(40.71, -74.01)).toBe('America/New_York');
  });

  it('answers null without a usable position', () => {
    expect(zoneAt(null, -87.65)).toBeNull();
    expect(zoneAt(41.85, undefined)).toBeNull();
    expect(zoneAt(Number.NaN, 0)).toBeNull();
    expect(zoneAt(95, 0)).toBeNull();
  });
});
