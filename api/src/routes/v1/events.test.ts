import { DATE_FIELDS, DATE_MESSAGES } from '@dwell/core/date-input';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Tenant, tenant } from '../../../test/security/world.ts';
import { detentionEvents, idempotencyKeys } from '../../lib/schema.ts';
import { IDEMPOTENCY_TTL_MS } from '../../middleware/idempotency.ts';
import { call, db } from '../../../test/fixtures/http.ts';
import { keyOf, seedEvents, v1 } from '../../../test/fixtures/v1.ts';

interface Page {
  data: { id: string; checkInTime: number; status: string; facilityAddress: string }[];
  nextCursor: string | null;
}
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const eventsOf = async (companyId: string) =>
  (await db().select({ n: count() }).from(detentionEvents).where(eq(detentionEvents.companyId, companyId)))[0]?.n;

describe('/api/v1/events', () => {
  let t: Tenant;
  let token: string;
  let ids: string[];
  beforeAll(async () => {
    t = await tenant('Paging');
    token = (await keyOf(t)).token;
    // Pairs share a check-in time, so the id has to break ties for pages never to overlap or skip.
    ids = await seedEvents(t, 23, { tieEvery: 2 });
  }, 30_000);

  it('pages through every event by cursor, newest check-in first, without overlap or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await v1(`/events?limit=5${query}`, { token });
      expect(res.status).toBe(200);
      const page = (await res.json()) as Page;
      seen.push(...page.data.map((e) => e.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(23);
    expect(new Set(seen)).toEqual(new Set(ids));
  });

  it('filters by the app list filters (status, from/to, text)', async () => {
    const res = await v1(`/events?q=${encodeURIComponent('Receiver 1')}&limit=100`, { token });
    const page = (await res.json()) as Page;
    expect(page.data.length).toBe(8);
    expect(page.data.every((e) => e.facilityAddress === 'Receiver 1')).toBe(true);
    const active = (await (await v1('/events?status=active', { token })).json()) as Page;
    expect(active.data).toEqual([]);
    const bad = await v1('/events?status=lost', { token });
    expect(bad.status).toBe(400);
  });

  it('refuses an edited or foreign cursor with 400', async () => {
    const first = (await (await v1('/events?limit=3', { token })).json()) as Page;
    const cursor = first.nextCursor ?? '';
    const decoded = JSON.parse(atob(cursor.replaceAll('-', '+').replaceAll('_', '/'))) as Record<string, unknown>;
    const edited = btoa(JSON.stringify({ ...decoded, id: "ev_x' OR 1=1" })).replaceAll('=', '');
    for (const bad of ['garbage!', `${cursor}xx`, edited, btoa('{"v":1}')]) {
      const res = await v1(`/events?limit=3&cursor=${encodeURIComponent(bad)}`, { token });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_cursor');
    }
    // A cursor only continues the listing it came from.
    const otherFilters = await v1(`/events?limit=3&status=completed&cursor=${encodeURIComponent(cursor)}`, { token });
    expect(otherFilters.status).toBe(400);
  });

  it('gets one event in the list shape', async () => {
    const res = await v1(`/events/${ids[0]}`, { token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { event: { id: string } }).event.id).toBe(ids[0]);
    expect((await v1('/events/ev_missing', { token })).status).toBe(404);
  });

  it('creates an event once per Idempotency-Key and answers a retry with the same event', async () => {
    const company = await tenant('Idem');
    const key = await keyOf(company);
    const json = { facilityName: 'Dock 7', facilityAddress: 'Acme Foods', checkInTime: Date.now() - 3_600_000 };
    const headers = { 'idempotency-key': 'order-4711' };
    const first = await v1('/events', { token: key.token, json, headers });
    expect(first.status).toBe(201);
    const created = ((await first.json()) as { event: { id: string; status: string } }).event;
    expect(created.status).toBe('active');
    const retry = await v1('/events', { token: key.token, json, headers });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { event: { id: string } }).event.id).toBe(created.id);
    expect(await eventsOf(company.id)).toBe(1);
  });

  it('refuses the same Idempotency-Key with a different body with 409 and writes nothing', async () => {
    const company = await tenant('Idem2');
    const key = await keyOf(company);
    const headers = { 'idempotency-key': 'order-1' };
    const base = { facilityName: 'Dock 1', facilityAddress: 'Acme Foods', checkInTime: Date.now() - 3_600_000 };
    expect((await v1('/events', { token: key.token, json: base, headers })).status).toBe(201);
    const res = await v1('/events', { token: key.token, json: { ...base, facilityName: 'Dock 2' }, headers });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('idempotency_conflict');
    expect(await eventsOf(company.id)).toBe(1);
    const invalid = await v1('/events', { token: key.token, json: base, headers: { 'idempotency-key': 'has space' } });
    expect(invalid.status).toBe(400);
  });

  it('frees the Idempotency-Key of a refused request so the fixed request can use it', async () => {
    const company = await tenant('Idem3');
    const key = await keyOf(company);
    const headers = { 'idempotency-key': 'retry-me' };
    const bad = await v1('/events', { token: key.token, json: { facilityName: '', facilityAddress: 'x' }, headers });
    expect(bad.status).toBe(400);
    const json = { facilityName: 'Dock 3', facilityAddress: 'Acme Foods', checkInTime: Date.now() - 60_000 };
    expect((await v1('/events', { token: key.token, json, headers })).status).toBe(201);
  });

  it('checks an active event out, and refuses a second check-out with 409', async () => {
    const company = await tenant('Checkout');
    const key = await keyOf(company);
    const json = { facilityName: 'Dock 9', facilityAddress: 'Acme Foods', checkInTime: Date.now() - 3 * 3_600_000 };
    const created = (await (await v1('/events', { token: key.token, json })).json()) as { event: { id: string } };
    const res = await v1(`/events/${created.event.id}/check-out`, { token: key.token, json: {} });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe('completed');
    const [row] = await db()
      .select({ status: detentionEvents.status })
      .from(detentionEvents)
      .where(and(eq(detentionEvents.id, created.event.id)));
    expect(row?.status).toBe('completed');
    expect((await v1(`/events/${created.event.id}/check-out`, { token: key.token, json: {} })).status).toBe(409);
  });
});

describe('/api/v1/events edges', () => {
  it('refuses a fractional check-out time and echoes the time exactly as D1 stored it', async () => {
    const company = await tenant('Fraction');
    const key = await keyOf(company);
    const checkIn = Date.now() - 3 * 3_600_000;
    const json = { facilityName: 'Dock 4', facilityAddress: 'Acme Foods', checkInTime: checkIn };
    const created = (await (await v1('/events', { token: key.token, json })).json()) as { event: { id: string } };
    const path = `/events/${created.event.id}/check-out`;
    const fractional = await v1(path, { token: key.token, json: { checkOutTime: checkIn + 1_000.5 } });
    expect(fractional.status).toBe(400);
    expect((await errorOf(fractional)).message).toBe(DATE_MESSAGES.timeNotWhole(DATE_FIELDS.checkOutTime));
    const stored = async () =>
      (
        await db()
          .select({ status: detentionEvents.status, checkOutTime: detentionEvents.checkOutTime })
          .from(detentionEvents)
          .where(eq(detentionEvents.id, created.event.id))
      )[0];
    expect(await stored()).toEqual({ status: 'active', checkOutTime: null });
    const res = await v1(path, { token: key.token, json: { checkOutTime: new Date(checkIn + 1_001).toISOString() } });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { checkOutTime: number };
    expect(answer.checkOutTime).toBe(checkIn + 1_001);
    expect((await stored())?.checkOutTime?.getTime()).toBe(answer.checkOutTime);
  });

  it('checks the ids sent before creating anything, and names the refused field', async () => {
    const company = await tenant('Orphans');
    const key = await keyOf(company);
    const checkInTime = Date.now() - 3_600_000;
    const issuesOf = async (res: Response) =>
      ((await res.json()) as { error: { details?: { issues: { path: string; message: string }[] } } }).error.details
        ?.issues;
    for (const [field, id] of [
      ['customerId', 'cus_nope'],
      ['facilityId', 'fac_nope'],
      ['driverId', 'usr_nope'],
    ] as const) {
      const json = {
        facilityName: `Orphan Dock ${field}`,
        facilityAddress: `Orphan Foods ${field}`,
        checkInTime,
        [field]: id,
      };
      const res = await v1('/events', { token: key.token, json });
      expect(res.status, field).toBe(400);
      expect(
        (await issuesOf(res))?.map((issue) => issue.path),
        field,
      ).toEqual([field]);
    }
    // Nothing of the refused stops was written: no facility, no customer.
    const names = async (path: string, list: string) =>
      (
        (await (await call(path, { cookie: company.people.carrier_admin.cookie })).json()) as Record<
          string,
          { name: string }[]
        >
      )[list]?.map((row) => row.name);
    expect(await names('/api/facilities', 'facilities')).toEqual([]);
    expect((await names('/api/customers', 'customers'))?.filter((name) => name.startsWith('Orphan'))).toEqual([]);

    const long = await v1('/events', {
      token: key.token,
      json: { facilityName: 'x'.repeat(161), facilityAddress: 'Orphan Foods', checkInTime },
    });
    expect(long.status).toBe(400);
    expect(await issuesOf(long)).toEqual([
      { path: 'facilityName', message: 'Location name must be at most 160 characters' },
    ]);

    const created = (await (
      await v1('/events', {
        token: key.token,
        json: { facilityName: 'Dock 9', facilityAddress: 'Acme Foods', checkInTime },
      })
    ).json()) as { event: { id: string } };
    const early = await v1(`/events/${created.event.id}/check-out`, {
      token: key.token,
      json: { checkOutTime: checkInTime - 1 },
    });
    expect(early.status).toBe(400);
    expect((await issuesOf(early))?.map((issue) => issue.path)).toEqual(['checkOutTime']);
  });

  it('answers a stop whose check-in places its new facility in the zone it then has', async () => {
    const company = await tenant('Placed');
    const key = await keyOf(company);
    // New York, while the company's own zone is another.
    const json = {
      facilityName: 'Placed Dock',
      facilityAddress: 'Placed Foods',
      checkInTime: Date.now() - 3_600_000,
      checkInLat: 40.7128,
      checkInLng: -74.006,
    };
    const created = (await (await v1('/events', { token: key.token, json })).json()) as {
      event: { id: string; timezone: string };
    };
    const read = (await (await v1(`/events/${created.event.id}`, { token: key.token })).json()) as {
      event: { timezone: string };
    };
    expect(read.event.timezone).toBe('America/New_York');
    expect(created.event.timezone).toBe(read.event.timezone);
  });

  it('answers a body over the size limit with the documented 413 and writes nothing', async () => {
    const company = await tenant('Huge');
    const key = await keyOf(company);
    const json = {
      facilityName: 'Dock 1',
      facilityAddress: 'Acme',
      notes: 'x'.repeat(70_000),
      checkInTime: Date.now(),
    };
    const res = await v1('/events', { token: key.token, json });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('payload_too_large');
    expect(await eventsOf(company.id)).toBe(0);
  });

  it('answers a method a path does not have with 405 and the documented methods in Allow', async () => {
    const company = await tenant('Methods');
    const key = await keyOf(company);
    const cases: [string, string, string][] = [
      ['DELETE', '/events/ev_1', 'GET, HEAD'],
      ['PUT', '/events', 'GET, HEAD, POST'],
      ['GET', '/events/ev_1/check-out', 'POST'],
      ['POST', '/reports/trends', 'GET, HEAD'],
      ['PATCH', '/documents/doc_1/download', 'GET, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      // v1() also checks the answer against the document: the error shape, and Allow against its methods.
      const res = await v1(path, { token: key.token, method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect((await errorOf(res)).code).toBe('method_not_allowed');
    }
    expect(await eventsOf(company.id)).toBe(0);
  });
});

describe('Idempotency-Key expiry', () => {
  it('forgets a key after 24 hours, so the same key may then carry a new request', async () => {
    const company = await tenant('IdemTtl');
    const key = await keyOf(company);
    const headers = { 'idempotency-key': 'daily-1' };
    const json = { facilityName: 'Dock 5', facilityAddress: 'Acme Foods', checkInTime: Date.now() - 3_600_000 };
    expect((await v1('/events', { token: key.token, json, headers })).status).toBe(201);
    await db()
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 1000) })
      .where(eq(idempotencyKeys.companyId, company.id));
    const again = await v1('/events', { token: key.token, json: { ...json, facilityName: 'Dock 6' }, headers });
    expect(again.status).toBe(201);
    expect(await eventsOf(company.id)).toBe(2);
  });
});
