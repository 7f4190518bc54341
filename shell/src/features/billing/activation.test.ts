import { describe, expect, it } from 'vitest';
import { activationDelays } from './activation.ts';

describe('waiting for the payment provider (docs/product.md#subscription-monitor, docs/product.md#constants)', () => {
  it('retries 3 times, 20 s doubling, capped at 60 s', () => {
    expect(activationDelays()).toEqual([20_000, 40_000, 60_000]);
  });
});
