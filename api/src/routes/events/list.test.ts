import { PAGING_MESSAGES } from '@dwell/core/schemas/paging';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fleet, logEvent } from '../../../test/fixtures/companies.ts';
import { call, type ErrorAnswer } from '../../../test/fixtures/http.ts';

const MINUTE = 60_000;

interface ListAnswer {
  events: {
    id: string;
    driverName: string;
    facilityName: string;
    status: string;
    checkInTime: number;
    billable: boolean;
  }[];
  total: number;
  page: number;
  pageSize: number;
}

async function list(cookie: string, query = '') {
  const res = await call(`/api/events${query}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as ListAnswer;
}

describe('GET /api/events', () => {
  it('pages and sorts on the server, newest check-in first by default', async () => {
    const f = await fleet();
    for (let i = 1; i <= 5; i++) await logEvent(f.dispatcher.cookie, { facilityName: `Site ${i}` }, i * 10);
    const first = await list(f.admin.cookie, '?pageSize=2');
    expect(first.total).toBe(5);
    expect(first.events.map((e) => e.facilityName)).toEqual(['Site 1', 'Site 2']);
    const third = await list(f.admin.cookie, '?pageSize=2&page=3');
    expect(third.events.map((e) => e.facilityName)).toEqual(['Site 5']);
    const byName = await list(f.admin.cookie, '?sort=facilityName&dir=asc&pageSize=3');
    expect(byName.events.map((e) => e.facilityName)).toEqual(['Site 1', 'Site 2', 'Site 3']);
  });

  it('filters by status, facility, customer, driver, period and search text', async () => {
    const f = await fleet();
    const a = await logEvent(f.driver.cookie, { facilityName: 'Gateway Beverage DC', loadNumber: 'LD-42' }, 20);
    await logEvent(f.otherDriver.cookie, { facilityName: 'Badger Dairy', facilityAddress: 'Atlas Home Goods' }, 300);
    const checkIn = Date.now() - 600 * MINUTE;
    await logEvent(f.otherDriver.cookie, { checkInTime: checkIn, checkOutTime: checkIn + 30 * MINUTE });
    const cookie = f.dispatcher.cookie;

    expect((await list(cookie, '?status=completed')).total).toBe(1);
    expect((await list(cookie, `?driverId=${f.driver.userId}`)).events.map((e) => e.id)).toEqual([a.id]);
    expect((await list(cookie, '?q=ld-42')).events.map((e) => e.id)).toEqual([a.id]);
    expect((await list(cookie, '?q=badger')).total).toBe(1);
    expect((await list(cookie, '?q=50%25')).total).toBe(0);
    const from = Date.now() - 60 * MINUTE;
    expect((await list(cookie, `?from=${from}&to=${Date.now() + MINUTE}`)).events.map((e) => e.id)).toEqual([a.id]);
    const detail = (await (await call(`/api/events/${a.id}`, { cookie })).json()) as {
      facility: { id: string };
      customer: { id: string };
    };
    expect((await list(cookie, `?facilityId=${detail.facility.id}`)).total).toBe(1);
    expect((await list(cookie, `?customerId=${detail.customer.id}`)).total).toBe(2);
  });

  it('shows drivers only their own stops, and the company nothing of another company', async () => {
    const f = await fleet();
    const other = await fleet();
    const mine = await logEvent(f.driver.cookie);
    await logEvent(f.otherDriver.cookie);
    await logEvent(other.driver.cookie);
    expect((await list(f.driver.cookie)).events.map((e) => e.id)).toEqual([mine.id]);
    // Asking for a colleague's stops as a driver still only shows the driver's own.
    expect((await list(f.driver.cookie, `?driverId=${f.otherDriver.userId}`)).total).toBe(0);
    expect((await list(f.dispatcher.cookie)).total).toBe(2);
    expect((await list(f.admin.cookie)).total).toBe(2);
  });

  it('lists the company’s drivers for the filter; a driver only themself', async () => {
    const f = await fleet();
    const all = (await (await call('/api/events/drivers', { cookie: f.dispatcher.cookie })).json()) as {
      drivers: { name: string }[];
    };
    expect(all.drivers.map((d) => d.name)).toEqual(['Elena Vasquez', 'Marcus Reed']);
    const own = (await (await call('/api/events/drivers', { cookie: f.driver.cookie })).json()) as {
      drivers: { id: string }[];
    };
    expect(own.drivers.map((d) => d.id)).toEqual([f.driver.userId]);
  });

  it('refuses a page size above 100 with a clear message', async () => {
    const f = await fleet();
    const res = await call('/api/events?pageSize=5000', { cookie: f.admin.cookie });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error).toMatchObject({
      code: 'validation_failed',
      message: PAGING_MESSAGES.pageSize,
    });
  });

  it('reads the check-in page and the count off the company index, without a sort step', async () => {
    const plan = async (sql: string) =>
      (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind('co_x').all<{ detail: string }>()).results
        .map((r) => r.detail)
        .join(' | ');
    const page = await plan(
      'SELECT id FROM detention_events WHERE company_id = ? ORDER BY check_in_time DESC, "detention_events"."rowid" DESC LIMIT 50 OFFSET 100',
    );
    expect(page).toMatch(/events_company_checkin_idx/);
    expect(page).not.toMatch(/TEMP B-TREE/);
    expect(await plan('SELECT count(*) FROM detention_events WHERE company_id = ?')).toMatch(/COVERING INDEX/);
  });

  it('exports the filtered rows as CSV', async () => {
    const f = await fleet();
    const checkIn = Date.now() - 5 * 60 * MINUTE;
    await logEvent(f.driver.cookie, {
      facilityName: '=HYPERLINK("x")',
      facilityAddress: 'Summit, "Logistics"',
      checkInTime: checkIn,
      checkOutTime: checkIn + 185 * MINUTE,
    });
    await logEvent(f.driver.cookie, { facilityName: 'Still waiting' });
    const res = await call('/api/events/export.csv?status=completed', { cookie: f.admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="detention-events-/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Event ID,Location,Shipper\/Receiver,/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('"Summit, ""Logistics"""');
    expect(lines[1]).toContain(',3h 5m,120,yes,1.25,93.75');
  });
});
