import { SCRYPT_PARAMS, type ScryptCost } from '@dwell/core/server/password';
import type { Env } from '../env.ts';

/**
 * The cost of password hashes in the API's own test suite (ENVIRONMENT=test, which only api/vitest.config.ts
 * sets): it signs hundreds of accounts up and in, and at the full cost each hash takes a quarter of a second of
 * a 2-core machine. A hash records its cost, so these verify as any other.
 */
export const TEST_SCRYPT_COST: ScryptCost = { N: 1024, r: 8, p: 1 };

/**
 * The cost of the password hashes this Worker writes, and of the dummy hash an unknown address is checked
 * against: OWASP's (SCRYPT_PARAMS) in every deployment and on the local stack; TEST_SCRYPT_COST in the API's tests.
 */
export const passwordCost = (env: Pick<Env, 'ENVIRONMENT'>): ScryptCost =>
  env.ENVIRONMENT === 'test' ? TEST_SCRYPT_COST : SCRYPT_PARAMS;
