import { describe, expect, it } from 'vitest';
import { periodRange } from './period.ts';

describe('periodRange', () => {
  const now = new Date(2026, 10, 18, 15, 30); // Wednesday 18 November 2026, local time

  it('bounds today, yesterday, this week (from Sunday) and this month', () => {
    expect(periodRange('today', now)).toEqual({
      from: new Date(2026, 10, 18).getTime(),
      to: new Date(2026, 10, 19).getTime(),
    });
    expect(periodRange('yesterday', now)).toEqual({
      from: new Date(2026, 10, 17).getTime(),
      to: new Date(2026, 10, 18).getTime(),
    });
    expect(periodRange('week', now)).toEqual({
      from: new Date(2026, 10, 15).getTime(),
      to: new Date(2026, 10, 22).getTime(),
    });
    expect(periodRange('month', now)).toEqual({
      from: new Date(2026, 10, 1).getTime(),
      to: new Date(2026, 11, 1).getTime(),
    });
    expect(periodRange('all', now)).toEqual({});
  });

  it('includes both days of a custom range and ignores a missing end', () => {
    expect(periodRange('custom', now, { from: '2026-11-01', to: '2026-11-03' })).toEqual({
      from: new Date(2026, 10, 1).getTime(),
      to: new Date(2026, 10, 4).getTime(),
    });
    expect(periodRange('custom', now, { from: '2026-11-01' })).toEqual({ from: new Date(2026, 10, 1).getTime() });
  });
});
