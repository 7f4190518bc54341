/**
 * Calls /api/v1 the way an outside program does: hono/client typed only by the published V1Type (the same
 * declaration file a program imports), with an API key and nothing of the app's internals.
 */
import { SELF } from 'cloudflare:test';
import { hc } from 'hono/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Tenant, tenant } from '../../../test/security/world.ts';
import type { V1Type } from '../../app-type.ts';
import { ORIGIN } from '../../../test/fixtures/http.ts';
import { conformance, keyOf } from '../../../test/fixtures/v1.ts';

describe('hono/client with V1Type', () => {
  let t: Tenant;
  let client: ReturnType<typeof hc<V1Type>>;
  const problems: string[] = [];
  beforeAll(async () => {
    t = await tenant('Client');
    const { token } = await keyOf(t);
    client = hc<V1Type>(ORIGIN, {
      headers: { authorization: `Bearer ${token}` },
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = new Request(input, init);
        const res = await SELF.fetch(req);
        problems.push(...(await conformance(req.method, req.url, res)));
        return res;
      },
    });
  }, 30_000);

  it('logs an event, reads it back, pages and checks it out with typed calls', async () => {
    const created = await client.api.v1.events.$post(
      { json: { facilityName: 'Client Dock', facilityAddress: 'Client Foods', checkInTime: Date.now() - 7_200_000 } },
      { headers: { 'idempotency-key': 'client-1' } },
    );
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    const { event } = await created.json();
    expect(event.facilityName).toBe('Client Dock');

    const one = await client.api.v1.events[':id'].$get({ param: { id: event.id } });
    if (one.status !== 200) throw new Error(`get answered ${one.status}`);
    expect((await one.json()).event.status).toBe('active');

    const list = await client.api.v1.events.$get({ query: { limit: '10', status: 'active' } });
    if (list.status !== 200) throw new Error(`list answered ${list.status}`);
    const page = await list.json();
    expect(page.data.map((e) => e.id)).toEqual([event.id]);
    expect(page.nextCursor).toBeNull();

    const out = await client.api.v1.events[':id']['check-out'].$post({ param: { id: event.id }, json: {} });
    if (out.status !== 200) throw new Error(`check-out answered ${out.status}`);
    expect((await out.json()).status).toBe('completed');

    const docs = await client.api.v1.documents.$get({ query: {} });
    if (docs.status !== 200) throw new Error(`documents answered ${docs.status}`);
    expect((await docs.json()).documents).toEqual([]);

    const trend = await client.api.v1.reports.trends.$get({ query: { interval: 'day', range: 'last_7_days' } });
    if (trend.status !== 200) throw new Error(`trends answered ${trend.status}`);
    const { interval, rows } = await trend.json();
    expect(interval).toBe('day');
    expect(rows).toHaveLength(7);
    expect(rows.reduce((sum, row) => sum + row.event_count, 0)).toBe(1);
    expect(problems).toEqual([]);
  });
});
