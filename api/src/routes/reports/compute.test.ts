import { describe, expect, it } from 'vitest';
import { bucketDates, fillTrend } from './compute.ts';

describe('report arithmetic', () => {
  it('buckets start on Mondays and on the 1st, across month and year ends', () => {
    expect(bucketDates('week', '2025-12-31', '2026-01-12')).toEqual(['2025-12-29', '2026-01-05', '2026-01-12']);
    expect(bucketDates('month', '2025-11-15', '2026-02-01')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(bucketDates('day', '2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('fills quiet buckets with zero and rounds hours to 2 decimals', () => {
    const rows = fillTrend('day', '2026-03-01', '2026-03-03', [
      { period: '2026-03-02', waitedMs: 5_000_000, eventCount: 2 },
    ]);
    expect(rows).toEqual([
      { period: '2026-03-01', total_hours: 0, event_count: 0 },
      { period: '2026-03-02', total_hours: 1.39, event_count: 2 },
      { period: '2026-03-03', total_hours: 0, event_count: 0 },
    ]);
  });
});
