import { describe, expect, it } from 'vitest';
import { canStartTrial, hasAccess, needsAttention, statusGroup, tierFor } from './subscription.ts';

describe('subscription status mapping (docs/product.md#subscription-states)', () => {
  it('maps active and trialing to active, the other provider statuses to issue, anything else to free', () => {
    expect(statusGroup('active')).toBe('active');
    expect(statusGroup('trialing')).toBe('active');
    for (const s of ['past_due', 'incomplete', 'incomplete_expired', 'unpaid', 'canceled']) {
      expect(statusGroup(s)).toBe('issue');
    }
    expect(statusGroup('inactive')).toBe('free');
    expect(statusGroup(null)).toBe('free');
    expect(statusGroup(undefined)).toBe('free');
  });

  it('derives the tier: invalid without a user, premium when active, expired on an issue, else free', () => {
    expect(tierFor(false, 'active')).toBe('invalid');
    expect(tierFor(true, 'trialing')).toBe('premium');
    expect(tierFor(true, 'unpaid')).toBe('expired');
    expect(tierFor(true, null)).toBe('free');
  });

  it('grants access only to active and trialing, and sends past_due and canceled to billing', () => {
    expect(hasAccess('active')).toBe(true);
    expect(hasAccess('past_due')).toBe(false);
    expect(needsAttention('past_due')).toBe(true);
    expect(needsAttention('canceled')).toBe(true);
    expect(needsAttention('unpaid')).toBe(false);
  });

  it('keeps the free trial for a company that never had a subscription, whatever happened at checkout', () => {
    expect(canStartTrial(null)).toBe(true);
    expect(canStartTrial(undefined)).toBe(true);
    for (const status of ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid']) {
      expect(canStartTrial(status)).toBe(false);
    }
  });
});
