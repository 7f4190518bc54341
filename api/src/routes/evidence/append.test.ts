import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors.ts';
import { StaleRead, withChainRetry } from './append.ts';

const seqConflict = () =>
  new Error('D1_ERROR', { cause: new Error('UNIQUE constraint failed: evidence_log.company_id, evidence_log.chain') });

describe('withChainRetry', () => {
  it('runs the write again after another writer took the next place, and returns its result', async () => {
    let calls = 0;
    const result = await withChainRetry(async () => {
      calls += 1;
      if (calls < 3) throw calls === 1 ? seqConflict() : new StaleRead();
      return 'stored';
    });
    expect(result).toBe('stored');
    expect(calls).toBe(3);
  });

  it('asks the caller to try again (409 evidence_busy, retry after 1 s) when the chain stays contended', async () => {
    let calls = 0;
    const failure = await withChainRetry(async () => {
      calls += 1;
      throw seqConflict();
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(409);
    expect((failure as ApiError).code).toBe('evidence_busy');
    expect((failure as ApiError).details).toEqual({ retryAfter: 1 });
    expect(calls).toBe(8);
  });

  it('passes any other failure straight on, without a second attempt', async () => {
    let calls = 0;
    const boom = new Error('disk on fire');
    await expect(
      withChainRetry(async () => {
        calls += 1;
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect(calls).toBe(1);
  });
});
