/**
 * Calls /api/v2 the way an outside program does: a client generated from the served OpenAPI document
 * (openapi-typescript types, openapi-fetch calls; api/client/generate.ts), with an API key and nothing of the
 * app's internals. `npm run typecheck` type-checks these calls against the generated types.
 */
import { SELF } from 'cloudflare:test';
import createClient from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import generated from '../../../client/generated/openapi-v2.json';
import type { paths } from '../../../client/generated/v2.ts';
import { ORIGIN } from '../../../test/fixtures/http.ts';
import { conformance, keyOf } from '../../../test/fixtures/v1.ts';
import { type Tenant, tenant } from '../../../test/security/world.ts';

describe('a client generated from /api/v2/openapi.json', () => {
  let t: Tenant;
  let client: ReturnType<typeof createClient<paths>>;
  const problems: string[] = [];
  beforeAll(async () => {
    t = await tenant('Generated');
    const { token } = await keyOf(t);
    client = createClient<paths>({
      baseUrl: `${ORIGIN}/api/v2`,
      headers: { authorization: `Bearer ${token}` },
      fetch: async (request: Request) => {
        const res = await SELF.fetch(request);
        problems.push(...(await conformance(request.method, request.url, res.clone())));
        return res;
      },
    });
  }, 30_000);

  it('was generated from the document the API serves', async () => {
    const served = await (await SELF.fetch(`${ORIGIN}/api/v2/openapi.json`)).json();
    expect(served).toEqual(generated);
  });

  it('logs an event, reads it back, syncs, pages and checks it out with typed calls', async () => {
    const since = new Date().toISOString();
    const created = await client.POST('/events', {
      body: {
        facilityName: 'Typed Dock',
        facilityAddress: 'Typed Foods',
        checkInTime: new Date(Date.now() - 7_200_000).toISOString(),
      },
      params: { header: { 'idempotency-key': 'typed-1' } },
    });
    if (!created.data) throw new Error(`create answered ${created.response.status}`);
    const event = created.data.data;
    expect(event.facilityName).toBe('Typed Dock');
    expect(created.response.headers.get('location')).toBe(`/api/v2/events/${event.id}`);

    const one = await client.GET('/events/{id}', { params: { path: { id: event.id } } });
    expect(one.data?.data.status).toBe('active');

    const synced = await client.GET('/events', { params: { query: { updatedSince: since, limit: 10 } } });
    expect(synced.data?.data.map((e) => e.id)).toEqual([event.id]);
    expect(synced.data?.nextCursor).toBeNull();

    const out = await client.POST('/events/{id}/check-out', { params: { path: { id: event.id } }, body: {} });
    expect(out.data?.data.status).toBe('completed');
    expect(out.data?.data.checkOutTime).toMatch(/Z$/);

    const docs = await client.GET('/documents', { params: { query: { limit: 5 } } });
    expect(docs.data?.data).toEqual([]);

    const trend = await client.GET('/reports/trends', {
      params: { query: { interval: 'day', range: 'last_7_days', limit: 4 } },
    });
    const rows = trend.data?.data ?? [];
    expect(rows).toHaveLength(4);
    expect(trend.data?.nextCursor).toEqual(expect.any(String));
    const rest = await client.GET('/reports/trends', {
      params: { query: { interval: 'day', range: 'last_7_days', limit: 4, cursor: trend.data?.nextCursor ?? '' } },
    });
    const all = [...rows, ...(rest.data?.data ?? [])];
    expect(all).toHaveLength(7);
    expect(all.reduce((sum, row) => sum + row.eventCount, 0)).toBe(1);

    const refused = await client.GET('/events/{id}', { params: { path: { id: 'ev_nothing' } } });
    expect(refused.response.status).toBe(404);
    expect(refused.error?.error.code).toBe('not_found');
    expect(problems).toEqual([]);
  });
});
