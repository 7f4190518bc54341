import { beforeAll, describe, expect, it } from 'vitest';
import { type Tenant, tenant } from '../../../test/security/world.ts';
import { EXPORT_PAGE } from './export.ts';
import { keyOf, seedEvents, v1 } from '../../../test/fixtures/v1.ts';

describe('/api/v1/events/export', () => {
  let t: Tenant;
  let token: string;
  let ids: string[];
  const total = EXPORT_PAGE * 2 + 7;
  beforeAll(async () => {
    t = await tenant('Export');
    token = (await keyOf(t, ['events:read'])).token;
    // Exactly two full pages plus a few: the stream must cross page boundaries without repeating a row.
    ids = await seedEvents(t, total, { tieEvery: 3 });
    await seedEvents(await tenant('Other'), 5);
  }, 60_000);

  it('streams every event of the company as CSV with the app export columns, once each', async () => {
    const res = await v1('/events/export?format=csv', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="detention-events-.*\.csv"/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('Event ID,Location,Shipper/Receiver')).toBe(true);
    const exported = lines.slice(1).map((line) => line.split(',')[0]);
    expect(exported).toHaveLength(total);
    expect(new Set(exported)).toEqual(new Set(ids));
  });

  it('streams the events as JSON in the list shape', async () => {
    const res = await v1('/events/export?format=json', { token });
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as { events: { id: string; billable: boolean }[] };
    expect(body.events).toHaveLength(total);
    expect(new Set(body.events.map((e) => e.id))).toEqual(new Set(ids));
  });

  it('exports only the date range asked for (from inclusive, to exclusive)', async () => {
    const page = (await (await v1('/events?limit=10', { token })).json()) as { data: { checkInTime: number }[] };
    const to = page.data[0]?.checkInTime ?? 0;
    const from = page.data[9]?.checkInTime ?? 0;
    const res = await v1(`/events/export?format=json&from=${from}&to=${to}`, { token });
    const body = (await res.json()) as { events: { checkInTime: number }[] };
    expect(body.events.length).toBeGreaterThan(0);
    expect(body.events.every((e) => e.checkInTime >= from && e.checkInTime < to)).toBe(true);
  });

  it('answers an empty range with a header-only CSV and an empty JSON list', async () => {
    // A day long before any seeded stop (a range bound before 2000 is refused as implausible).
    const empty = `from=${Date.UTC(2001, 0, 1)}&to=${Date.UTC(2001, 0, 2)}`;
    const csv = await (await v1(`/events/export?${empty}`, { token })).text();
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1);
    const json = await (await v1(`/events/export?format=json&${empty}`, { token })).json();
    expect(json).toEqual({ events: [] });
    expect((await v1('/events/export?format=xml', { token })).status).toBe(400);
  });
});
