import { describe, expect, it } from 'vitest';
import { acceptsPayments, agingDays, nextStatuses, statusAfterPayment } from './claims.ts';

describe('claim status rules', () => {
  it('moves draft → sent → disputed / waived by hand, never back from paid or waived', () => {
    expect(nextStatuses('draft')).toEqual(['sent', 'waived']);
    expect(nextStatuses('sent')).toEqual(['disputed', 'waived']);
    expect(nextStatuses('paid')).toEqual([]);
    expect(nextStatuses('waived')).toEqual([]);
  });

  it('takes payments only once sent, and is paid when nothing is owed', () => {
    expect(acceptsPayments('draft')).toBe(false);
    expect(acceptsPayments('sent')).toBe(true);
    expect(acceptsPayments('paid')).toBe(false);
    expect(statusAfterPayment(11_250, 5_000)).toBe('partially_paid');
    expect(statusAfterPayment(11_250, 11_250)).toBe('paid');
  });

  it('ages a sent claim in whole days until it closes', () => {
    const sent = Date.UTC(2026, 9, 1, 12);
    expect(agingDays(null, null, sent)).toBeNull();
    expect(agingDays(sent, null, sent + 45 * 86_400_000 - 1)).toBe(44);
    expect(agingDays(sent, sent + 3 * 86_400_000, sent + 90 * 86_400_000)).toBe(3);
  });
});
