import { SCRYPT_PARAMS } from '@dwell/core/server/password';
import { describe, expect, it } from 'vitest';
import { passwordCost, TEST_SCRYPT_COST } from './password-cost.ts';

describe('the cost of password hashes', () => {
  it('is OWASP’s in a deployment and on the local stack, lower only in the API’s tests', () => {
    for (const ENVIRONMENT of ['production', 'development', 'staging', '']) {
      expect(passwordCost({ ENVIRONMENT })).toBe(SCRYPT_PARAMS);
    }
    expect(passwordCost({ ENVIRONMENT: 'test' })).toBe(TEST_SCRYPT_COST);
    expect(TEST_SCRYPT_COST.N).toBeLessThan(SCRYPT_PARAMS.N);
  });
});
