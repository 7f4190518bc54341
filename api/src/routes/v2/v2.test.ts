/**
 * /api/v2 for programs that keep their own copy in sync: one envelope, cursors on every list, `updatedSince`
 * returning exactly what changed, the headers a generic HTTP client expects, and a document whose schemas are
 * named and whose operations are tagged. Every answer here is checked against the served OpenAPI document.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, db } from '../../../test/fixtures/http.ts';
import { checked, keyOf, seedEvents, servedDocument, v1, v2 } from '../../../test/fixtures/v1.ts';
import { storeDocument } from '../../../test/security/factories.ts';
import { type Tenant, tenant } from '../../../test/security/world.ts';
import { API_KEY_RATE_LIMIT, API_KEY_RATE_WINDOW_MS } from '../../middleware/api-key.ts';
import { rateLimits } from '../../lib/schema.ts';

interface Page<T = { id: string; updatedAt: string }> {
  data: T[];
  nextCursor: string | null;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every item of a list, a page of `limit` at a time; how many pages it took. */
async function all(path: string, token: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const query: string = `${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await v2(`${path}${query}`, { token });
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page<Record<string, unknown>>;
    ids.push(...page.data.map((row) => String(row.id ?? row.period ?? row.name)));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { ids, pages };
}

describe('/api/v2', () => {
  let t: Tenant;
  let token: string;
  let seeded: string[];
  let docs: string[];
  beforeAll(async () => {
    t = await tenant('Sync');
    token = (await keyOf(t)).token;
    seeded = await seedEvents(t, 7, { tieEvery: 2 });
    docs = [];
    for (const eventId of seeded.slice(0, 3)) docs.push((await storeDocument(t, eventId)).id);
  }, 30_000);

  it('pages every list with a cursor, without overlap or gaps', async () => {
    const before = checked.count;
    const events = await all('/events', token, 3);
    expect(events.pages).toBe(3);
    expect(new Set(events.ids)).toEqual(new Set(seeded));
    expect(events.ids).toHaveLength(7);

    const documents = await all('/documents', token, 2);
    expect(documents.pages).toBe(2);
    expect(new Set(documents.ids)).toEqual(new Set(docs));

    const trend = await all('/reports/trends?interval=day&range=last_7_days', token, 3);
    expect(trend.pages).toBe(3);
    expect(new Set(trend.ids).size).toBe(7);

    const facilities = await all('/reports/facilities', token, 2);
    expect(facilities.ids.length).toBeGreaterThan(2);
    expect(facilities.pages).toBe(Math.ceil(facilities.ids.length / 2));
    expect(new Set(facilities.ids).size).toBe(facilities.ids.length);

    const customers = await v2('/reports/customers?limit=1', { token });
    expect(((await customers.json()) as Page).nextCursor).toBeNull();
    expect(checked.count - before).toBeGreaterThan(10);
  });

  it('exports every event of the filters as one file, JSON in the Event shape or CSV', async () => {
    const res = await v2('/events/export?format=json', { token });
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="detention-events-.+\.json"$/);
    const file = (await res.json()) as { data: { id: string; checkInTime: string }[] };
    expect(new Set(file.data.map((e) => e.id))).toEqual(new Set(seeded));
    expect(file.data.every((e) => /Z$/.test(e.checkInTime))).toBe(true);
    const csv = await (await v2('/events/export?format=csv', { token })).text();
    expect(csv.trim().split('\r\n')).toHaveLength(seeded.length + 1);
  });

  it('refuses a cursor of another listing or of other filters', async () => {
    const first = (await (await v2('/events?limit=2', { token })).json()) as Page;
    const cursor = encodeURIComponent(first.nextCursor ?? '');
    expect((await v2(`/events?limit=2&status=completed&cursor=${cursor}`, { token })).status).toBe(400);
    expect((await v2(`/events?limit=2&updatedSince=0&cursor=${cursor}`, { token })).status).toBe(400);
    expect((await v2(`/documents?limit=2&cursor=${cursor}`, { token })).status).toBe(400);
    expect((await v2(`/reports/trends?limit=2&cursor=${cursor}`, { token })).status).toBe(400);
  });

  it('answers one envelope with ISO 8601 instants, and 201 with a Location that reads the event back', async () => {
    const created = await v2('/events', {
      token,
      json: {
        facilityName: 'Sync Dock',
        facilityAddress: 'Sync Foods',
        checkInTime: new Date(Date.now() - 3_600_000).toISOString(),
      },
      headers: { 'idempotency-key': `sync-${Date.now()}` },
    });
    if (created.status !== 201) throw new Error(await created.text());
    const { data } = (await created.json()) as {
      data: { id: string; checkInTime: string; updatedAt: string; checkOutTime: null };
    };
    expect(data.checkInTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(data.checkOutTime).toBeNull();
    const location = created.headers.get('location');
    expect(location).toBe(`/api/v2/events/${data.id}`);
    const again = await v2(location?.replace('/api/v2', '') ?? '', { token });
    expect(((await again.json()) as { data: { id: string } }).data.id).toBe(data.id);
    const out = await v2(`/events/${data.id}/check-out`, { token, json: {} });
    expect(out.status).toBe(200);
    expect(((await out.json()) as { data: { status: string } }).data.status).toBe('completed');
  });

  it('returns exactly the events and documents changed since an instant, oldest change first', async () => {
    const u = await tenant('Since');
    const key = (await keyOf(u)).token;
    const old = await seedEvents(u, 4);
    const open = async (name: string) => {
      const res = await v2('/events', {
        token: key,
        json: {
          facilityName: name,
          facilityAddress: 'Since Foods',
          checkInTime: new Date(Date.now() - 3_600_000).toISOString(),
        },
      });
      return ((await res.json()) as { data: { id: string } }).data.id;
    };
    const [a, b] = [await open('Since A'), await open('Since B')];
    const doc = (await storeDocument(u, old[0] ?? null)).id;
    await storeDocument(u, old[1] ?? null);
    await sleep(5);
    const since = new Date().toISOString();
    await sleep(5);
    const admin = u.people.carrier_admin.cookie;
    expect((await v2(`/events/${a}/check-out`, { token: key, json: {} })).status).toBe(200);
    await sleep(2);
    expect((await call(`/api/events/${b}/cancel`, { cookie: admin, json: { reason: 'Wrong dock' } })).status).toBe(200);
    await sleep(2);
    expect((await call(`/api/events/${old[2]}/reprice`, { cookie: admin, json: {} })).status).toBe(200);
    expect((await call(`/api/documents/${doc}/archive`, { cookie: admin, json: {} })).status).toBe(200);

    const changed = await all(`/events?updatedSince=${encodeURIComponent(since)}`, key, 2);
    expect(changed.ids).toEqual([a, b, old[2]]);
    expect(changed.pages).toBe(2);
    const page = (await (await v2(`/events?updatedSince=${encodeURIComponent(since)}`, { token: key })).json()) as Page;
    expect(page.data.every((e) => e.updatedAt >= since)).toBe(true);
    const docsChanged = await all(`/documents?updatedSince=${encodeURIComponent(since)}`, key, 5);
    expect(docsChanged.ids).toEqual([doc]);
    const later = (await (await v2(`/events?updatedSince=${Date.now() + 60_000}`, { token: key })).json()) as Page;
    expect(later.data).toEqual([]);
    expect((await v2('/events?updatedSince=yesterday', { token: key })).status).toBe(400);
  });

  it("lists a stop as changed when what it shows from elsewhere changes: its customer, its or its company's zone", async () => {
    const u = await tenant('Borrowed');
    const key = (await keyOf(u)).token;
    const admin = u.people.carrier_admin.cookie;
    type Stop = { id: string; customerId: string; facilityId: string; customerName: string; timezone: string };
    const open = async (facilityName: string, facilityAddress: string) => {
      const checkInTime = new Date(Date.now() - 3_600_000).toISOString();
      const res = await v2('/events', { token: key, json: { facilityName, facilityAddress, checkInTime } });
      return ((await res.json()) as { data: Stop }).data;
    };
    const a = await open('Borrowed Dock A', 'Borrowed Foods');
    const b = await open('Borrowed Dock B', 'Other Foods');
    const instant = async () => {
      await sleep(5);
      const at = new Date().toISOString();
      await sleep(5);
      return at;
    };
    const changedSince = async (since: string) =>
      (await all(`/events?updatedSince=${encodeURIComponent(since)}`, key, 10)).ids;
    const read = async (id: string) =>
      ((await (await v2(`/events/${id}`, { token: key })).json()) as { data: Stop }).data;
    const patch = (path: string, json: object) => call(path, { method: 'PATCH', cookie: admin, json });

    let since = await instant();
    expect((await patch(`/api/customers/${a.customerId}`, { name: 'Borrowed Foods Inc' })).status).toBe(200);
    expect(await changedSince(since)).toEqual([a.id]);
    expect((await read(a.id)).customerName).toBe('Borrowed Foods Inc');
    // Saved again under the same name (a form sends every field): its stops did not change.
    since = await instant();
    expect(
      (await patch(`/api/customers/${a.customerId}`, { name: 'Borrowed Foods Inc', paymentTermsDays: 45 })).status,
    ).toBe(200);
    expect(await changedSince(since)).toEqual([]);

    since = await instant();
    expect((await patch(`/api/facilities/${b.facilityId}`, { timezone: 'America/New_York' })).status).toBe(200);
    expect(await changedSince(since)).toEqual([b.id]);
    expect((await read(b.id)).timezone).toBe('America/New_York');

    // The company's zone is the zone of stops whose facility has none of its own: a's, not b's.
    const { company } = (await (await call('/api/company', { cookie: admin })).json()) as {
      company: Record<string, unknown> & { id: string; timezone: string };
    };
    const { id: _id, ...fields } = company;
    const zone = company.timezone === 'America/Denver' ? 'America/Phoenix' : 'America/Denver';
    since = await instant();
    expect((await patch('/api/company', { ...fields, timezone: zone })).status).toBe(200);
    expect(await changedSince(since)).toEqual([a.id]);
    expect((await read(a.id)).timezone).toBe(zone);
  });

  it('lists what was deleted since an instant, so a copy kept with updatedSince stays exact', async () => {
    const u = await tenant('Deleted');
    const key = (await keyOf(u)).token;
    const [first, second, third] = await seedEvents(u, 3);
    const doc = (await storeDocument(u, third ?? null)).id;
    const since = new Date().toISOString();
    await sleep(5);
    const admin = u.people.carrier_admin.cookie;
    for (const id of [first, second])
      expect((await call(`/api/events/${id}`, { method: 'DELETE', cookie: admin })).status).toBe(204);
    expect((await call(`/api/documents/${doc}`, { method: 'DELETE', cookie: admin })).status).toBe(200);

    const events = await all(`/events/deletions?deletedSince=${encodeURIComponent(since)}`, key, 1);
    expect(events.ids).toEqual([first, second]);
    expect(events.pages).toBe(2);
    const documents = await all('/documents/deletions', key, 10);
    expect(documents.ids).toEqual([doc]);
    const later = (await (
      await v2(`/events/deletions?deletedSince=${Date.now() + 60_000}`, { token: key })
    ).json()) as Page;
    expect(later.data).toEqual([]);
    // Another company's deletions never show.
    const others = (await (await v2('/events/deletions', { token })).json()) as Page;
    expect(others.data.map((d) => d.id)).not.toContain(first);
    // And a deleted event is gone from the list, not changed in it.
    const changed = await all(`/events?updatedSince=${encodeURIComponent(since)}`, key, 5);
    expect(changed.ids).toEqual([]);
  });

  it('says how to authenticate on 401 and what is left of the rate limit on every answer, 429 included', async () => {
    const none = await v2('/events');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="Dwell API"');
    const wrong = await v2('/events', { token: 'dwk_aaaaaaaaaaaaaaaaaaaa_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="Dwell API", error="invalid_token"');

    const u = await tenant('Limits');
    const { id, token: key } = await keyOf(u);
    const ok = await v2('/events', { token: key });
    expect(ok.headers.get('ratelimit-limit')).toBe(String(API_KEY_RATE_LIMIT));
    expect(ok.headers.get('ratelimit-remaining')).toBe(String(API_KEY_RATE_LIMIT - 1));
    expect(Number(ok.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    // Answers that are files or streams too: a download, an export, a CSV report.
    const [stop] = await seedEvents(u, 1);
    const doc = (await storeDocument(u, stop ?? null)).id;
    const files = [`/documents/${doc}/download`, '/events/export?format=csv', '/reports/trends.csv'];
    for (const [i, path] of files.entries()) {
      const res = await v2(path, { token: key });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('ratelimit-remaining'), path).toBe(String(API_KEY_RATE_LIMIT - 2 - i));
      expect(res.headers.get('x-request-id'), path).toMatch(/\S/);
      await res.arrayBuffer();
    }
    const windowStart = Date.now() - (Date.now() % API_KEY_RATE_WINDOW_MS);
    await db()
      .update(rateLimits)
      // Twice the limit: still over it (as the previous window's share) if the request lands in the next minute.
      .set({ count: 2 * API_KEY_RATE_LIMIT, windowStart })
      .where(and(eq(rateLimits.key, `api-key:${id}`)));
    const limited = await v2('/events', { token: key });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('takes the same JSON with other spacing under one Idempotency-Key as the same request', async () => {
    const headers = { 'idempotency-key': `space-${Date.now()}`, 'content-type': 'application/json' };
    const body = {
      facilityName: 'Spacing Dock',
      facilityAddress: 'Spacing Foods',
      checkInTime: Date.now() - 3_600_000,
    };
    const send = (text: string) =>
      call('/api/v2/events', { body: text, headers: { ...headers, authorization: `Bearer ${token}` } });
    const first = await send(JSON.stringify(body));
    const second = await send(JSON.stringify(body, null, 4));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    // The replay is the first answer again, the created event's address included, with this request's own headers.
    expect(second.headers.get('location')).toMatch(/^\/api\/v2\/events\/ev_/);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(second.headers.get('ratelimit-remaining')).toBe(
      String(Number(first.headers.get('ratelimit-remaining')) - 1),
    );
    expect(second.headers.get('x-request-id')).toMatch(/\S/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });
});

describe('the v2 document', () => {
  it('names its schemas, tags every operation, and describes the webhooks', async () => {
    const doc = (await servedDocument('v2')) as unknown as {
      paths: Record<string, Record<string, { tags?: string[]; operationId?: string }>>;
      components: { schemas: Record<string, unknown> };
      webhooks: Record<string, unknown>;
    };
    for (const name of [
      'Event',
      'EventEnvelope',
      'EventPage',
      'Document',
      'DocumentPage',
      'TrendRow',
      'Claim',
      'Error',
    ])
      expect(doc.components.schemas).toHaveProperty(name);
    const ops = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(ops.length).toBeGreaterThan(8);
    expect(ops.filter((op) => !op.tags?.length)).toEqual([]);
    expect(Object.keys(doc.webhooks).sort()).toEqual([
      'claim.paid',
      'claim.status_changed',
      'document.created',
      'event.cancelled',
      'event.checked_out',
      'event.created',
    ]);
    const page = await call('/api/v2/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Dwell API v2');
    expect(html).toContain('Dwell-Signature');
  });

  it('keeps /api/v1 working, marked deprecated with its Sunset date', async () => {
    const u = await tenant('Legacy');
    const key = (await keyOf(u)).token;
    const res = await v1('/events', { token: key });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toMatch(/^@\d+$/);
    expect(res.headers.get('sunset')).toBe('Wed, 30 Jun 2027 00:00:00 GMT');
    expect(res.headers.get('link')).toBe('</api/v2/docs>; rel="successor-version"');
    const doc = (await servedDocument('v1')) as unknown as {
      paths: Record<string, Record<string, { deprecated?: boolean }>>;
    };
    const ops = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(ops.every((op) => op.deprecated === true)).toBe(true);
  });
});
