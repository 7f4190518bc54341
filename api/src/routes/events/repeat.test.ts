import { describe, expect, it } from 'vitest';
import { eventCount, fleet } from '../../../test/fixtures/companies.ts';
import { call } from '../../../test/fixtures/http.ts';

describe('creating a stop, repeated', () => {
  it('20 identical submissions at once under one Idempotency-Key create one event', async () => {
    const f = await fleet();
    const body = {
      facilityName: 'Lakeshore Grocery DC',
      facilityAddress: 'Northline Foods',
      checkInTime: new Date(Date.now() - 20 * 60_000).toISOString(),
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('/api/events', { cookie: f.driver.cookie, json: body, headers: { 'idempotency-key': 'tap-1' } }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    // The first is created; the others are answered with its answer, or told it is still being processed.
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const ids = new Set(
      await Promise.all(
        answers
          .filter((r) => r.status === 201)
          .map(async (r) => ((await r.json()) as { event: { id: string } }).event.id),
      ),
    );
    expect(ids.size).toBe(1);
    expect(await eventCount(f.companyId)).toBe(1);
  });
});
