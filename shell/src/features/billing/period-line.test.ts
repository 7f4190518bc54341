import { BILLING_PERIOD } from '@dwell/core/messages';
import { describe, expect, it } from 'vitest';
import { periodLine } from './period-line.ts';

const date = (seconds: number | null) => (seconds ? `day ${seconds}` : '—');
const line = (status: string, cancelAtPeriodEnd = false) =>
  periodLine({ status, cancelAtPeriodEnd, currentPeriodEnd: 86_400 }, date);

describe('the billing page’s period line', () => {
  it('promises a renewal only to a subscription in good standing', () => {
    expect(line('active')).toBe('Renews on day 86400.');
    expect(line('trialing')).toBe('Renews on day 86400.');
  });

  it('says access is paused, not "Renews on", when a payment failed', () => {
    for (const status of ['past_due', 'unpaid']) {
      expect(line(status)).toBe(BILLING_PERIOD.paymentFailed);
      expect(line(status)).not.toMatch(/Renews on/);
    }
  });

  it('says when access ends for a cancelled subscription, and nothing about renewal for an unfinished one', () => {
    expect(line('canceled')).toBe('Access ends on day 86400.');
    expect(line('active', true)).toBe('Access ends on day 86400.');
    expect(line('incomplete')).toBe(BILLING_PERIOD.incomplete);
    expect(line('mystery')).toBeNull();
  });
});
