import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { billingConfig } from './config.ts';

describe('billing configuration', () => {
  it('uses the embedded local provider on a developer machine without a Stripe key', () => {
    expect(billingConfig({ ...env, STRIPE_SECRET_KEY: '', ENVIRONMENT: 'development' }).mode).toBe('local');
  });

  it('switches to Stripe as soon as a key is set', () => {
    expect(billingConfig({ ...env, STRIPE_SECRET_KEY: 'sk_test_x', ENVIRONMENT: 'production' }).mode).toBe('stripe');
  });

  it('never lets the test-card provider take payments in production', () => {
    const attempt = () => billingConfig({ ...env, STRIPE_SECRET_KEY: '', ENVIRONMENT: 'production' });
    expect(attempt).toThrow(ApiError);
    expect(attempt).toThrow('Billing is not configured on this server yet. Please contact support.');
  });
});
