import { env } from 'cloudflare:test';
import { formatZonedDateTime } from '@dwell/core/format';
import { newId } from '@dwell/core/ids';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hubFor } from '../../lib/events/live.ts';
import { alerts, companies, detentionEvents } from '../../lib/schema.ts';
import { fleet, logEvent } from '../../../test/fixtures/companies.ts';
import { call, db, eventually } from '../../../test/fixtures/http.ts';
import { pdfText } from '../../../test/fixtures/pdf.ts';

/*
 * Chicago moved its clocks from 2:00 CST to 3:00 CDT on Sunday 8 March 2026 (08:00 UTC), New York an hour
 * earlier in UTC. A company in America/Chicago logs stops on both sides of that night, one of them at a New
 * York facility whose zone comes from its position.
 */
const at = (iso: string) => Date.parse(iso);

async function post<T>(path: string, cookie: string, json: unknown): Promise<T> {
  const res = await call(path, { cookie, json });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
}

async function get<T>(path: string, cookie: string): Promise<T> {
  const res = await call(path, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

type Facility = { facility: { id: string; timezone: string | null } };

async function chicagoFleet() {
  const f = await fleet();
  await db().update(companies).set({ timezone: 'America/Chicago' }).where(eq(companies.id, f.companyId));
  const chicago = await post<Facility>('/api/facilities', f.admin.cookie, { name: 'Lakeshore Grocery DC' });
  const newYork = await post<Facility>('/api/facilities', f.admin.cookie, {
    name: 'Hunts Point Terminal Market',
    address: 'Bronx, NY',
    lat: 40.81,
    lng: -73.88,
  });
  const stop = async (facility: Facility, name: string, checkIn: string, checkOut: string) => {
    const id = newId('ev');
    await db()
      .insert(detentionEvents)
      .values({
        id,
        companyId: f.companyId,
        userId: f.driver.userId,
        facilityId: facility.facility.id,
        facilityName: name,
        facilityAddress: 'Northline Foods',
        driverName: 'Marcus Reed',
        checkInTime: new Date(at(checkIn)),
        checkOutTime: new Date(at(checkOut)),
        status: 'completed',
        freeTimeMinutes: 120,
      });
    return id;
  };
  return {
    f,
    facilities: { chicago: chicago.facility, newYork: newYork.facility },
    // Friday 23:30 CST, half an hour.
    before: await stop(chicago, 'Lakeshore Grocery DC', '2026-03-07T05:30:00Z', '2026-03-07T06:00:00Z'),
    // 1:30 AM CST to 6:30 AM CDT: four hours on the clock's five.
    across: await stop(chicago, 'Lakeshore Grocery DC', '2026-03-08T07:30:00Z', '2026-03-08T11:30:00Z'),
    // 3:30 AM to 7:00 AM EDT in New York (1:30 AM CST in Chicago): three and a half hours.
    eastern: await stop(newYork, 'Hunts Point Terminal Market', '2026-03-08T07:30:00Z', '2026-03-08T11:00:00Z'),
    // Monday 00:30 CDT, half an hour: with a winter offset it would land on Sunday.
    after: await stop(chicago, 'Lakeshore Grocery DC', '2026-03-09T05:30:00Z', '2026-03-09T06:00:00Z'),
  };
}

type Trend = { from: string; to: string; rows: { period: string; total_hours: number; event_count: number }[] };

describe('a company in America/Chicago across the March daylight-saving change', () => {
  it("gives each facility its zone: the company's without a position, the position's otherwise", async () => {
    const { facilities } = await chicagoFleet();
    expect(facilities.chicago.timezone).toBeNull();
    expect(facilities.newYork.timezone).toBe('America/New_York');
  });

  it('buckets trends by the local day of the check-in, before and after the change (JSON and CSV)', async () => {
    const { f } = await chicagoFleet();
    const range = 'range=custom&from=2026-03-05&to=2026-03-10';
    const daily = await get<Trend>(`/api/reports/trends?interval=day&${range}`, f.admin.cookie);
    expect(daily.rows.filter((r) => r.event_count > 0)).toEqual([
      { period: '2026-03-06', total_hours: 0.5, event_count: 1 },
      { period: '2026-03-08', total_hours: 7.5, event_count: 2 },
      { period: '2026-03-09', total_hours: 0.5, event_count: 1 },
    ]);
    expect(daily.rows).toHaveLength(6);
    // Sunday 8 March closes the week of Monday 2 March; the stop at 00:30 on Monday opens the next.
    const weekly = await get<Trend>(`/api/reports/trends?interval=week&${range}`, f.admin.cookie);
    expect(weekly.rows).toEqual([
      { period: '2026-03-02', total_hours: 8, event_count: 3 },
      { period: '2026-03-09', total_hours: 0.5, event_count: 1 },
    ]);
    const csv = await (await call(`/api/reports/trends.csv?interval=day&${range}`, { cookie: f.admin.cookie })).text();
    expect(csv.split('\r\n')).toEqual(
      expect.arrayContaining(['2026-03-08,7.5,2', '2026-03-09,0.5,1', '2026-03-07,0,0']),
    );
  });

  it('counts a 23-hour local day on the dashboard and compares it with the whole day before', async () => {
    const { f } = await chicagoFleet();
    const answer = await get<{
      window: { from: number; to: number; previousFrom: number; previousTo: number };
      stats: Record<string, { value: number; previous: number }>;
    }>('/api/reports/dashboard?period=custom&from=2026-03-08&to=2026-03-08', f.admin.cookie);
    expect(answer.window).toEqual({
      from: at('2026-03-08T06:00:00Z'),
      to: at('2026-03-09T05:00:00Z'),
      previousFrom: at('2026-03-07T06:00:00Z'),
      previousTo: at('2026-03-08T06:00:00Z'),
    });
    // The two stops checked in on Sunday by the Chicago clock; Friday's and Monday's stay out.
    expect(answer.stats.activeDetentions).toMatchObject({ value: 2, previous: 0 });
    expect(answer.stats.facilitiesVisited).toMatchObject({ value: 2, previous: 0 });
  });

  it("prints each stop's times in its facility's zone: event, CSV and invoice agree", async () => {
    const { f, across, eastern } = await chicagoFleet();
    type Detail = { event: { checkInTime: number; checkOutTime: number; timezone: string } };
    const chicagoStop = await get<Detail>(`/api/events/${across}`, f.admin.cookie);
    const newYorkStop = await get<Detail>(`/api/events/${eastern}`, f.admin.cookie);
    expect(chicagoStop.event.timezone).toBe('America/Chicago');
    expect(newYorkStop.event.timezone).toBe('America/New_York');
    // What the event screen prints: core's formatter with the zone the API answered.
    const screen = (d: Detail) => ({
      in: formatZonedDateTime(d.event.checkInTime, d.event.timezone),
      out: formatZonedDateTime(d.event.checkOutTime, d.event.timezone),
    });
    expect(screen(chicagoStop)).toEqual({ in: 'Mar 8, 2026 1:30 AM CST', out: 'Mar 8, 2026 6:30 AM CDT' });
    expect(screen(newYorkStop)).toEqual({ in: 'Mar 8, 2026 3:30 AM EDT', out: 'Mar 8, 2026 7:00 AM EDT' });

    const csv = await call(
      `/api/events/export.csv?from=${at('2026-03-08T00:00:00Z')}&to=${at('2026-03-09T00:00:00Z')}`,
      {
        cookie: f.admin.cookie,
      },
    );
    const [header, ...lines] = (await csv.text()).trim().split('\r\n');
    const columns = header?.split(',') ?? [];
    const cell = (id: string, name: string) => lines.find((l) => l.startsWith(id))?.split(',')[columns.indexOf(name)];
    // The local cells hold a comma ('Mar 8, 2026 …') so they are quoted; the split pieces are compared.
    expect(lines.find((l) => l.startsWith(across))).toContain('"Mar 8, 2026 1:30 AM CST","Mar 8, 2026 6:30 AM CDT"');
    expect(lines.find((l) => l.startsWith(eastern))).toContain('"Mar 8, 2026 3:30 AM EDT","Mar 8, 2026 7:00 AM EDT"');
    expect(cell(eastern, 'Check-in')).toBe('2026-03-08T07:30:00.000Z');
    expect(lines.find((l) => l.startsWith(eastern))).toContain(',America/New_York,');

    for (const [id, detail] of [
      [across, chicagoStop],
      [eastern, newYorkStop],
    ] as const) {
      const { claim } = await post<{ claim: { id: string } }>('/api/claims', f.dispatcher.cookie, { eventId: id });
      const pdf = await call(`/api/claims/${claim.id}/invoice.pdf`, { cookie: f.dispatcher.cookie });
      expect(pdf.status).toBe(200);
      const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
      expect(text[text.indexOf('Check-in') + 1]).toBe(screen(detail).in);
      expect(text[text.indexOf('Check-out') + 1]).toBe(screen(detail).out);
    }
  });
});

describe('stop alerts', () => {
  it("give the free time's end in the facility's zone with its name", async () => {
    const { f, facilities } = await chicagoFleet();
    const stop = await logEvent(
      f.driver.cookie,
      { facilityId: facilities.newYork.id, facilityName: 'Hunts Point Terminal Market' },
      95,
    );
    await hubFor(env, f.companyId).schedule(f.companyId);
    const raised = await eventually(
      () => db().select().from(alerts).where(eq(alerts.eventId, stop.id)),
      (rows) => rows.length > 0,
    );
    const [alert] = raised;
    const event = await get<{ event: { checkInTime: number } }>(`/api/events/${stop.id}`, f.admin.cookie);
    // Two hours of free time from check-in, on the New York clock (the company's is Chicago's).
    const ends = formatZonedDateTime(event.event.checkInTime + 120 * 60_000, 'America/New_York');
    expect(ends).toMatch(/ E[SD]T$/);
    expect(alert?.message).toContain(`free time ends at ${ends},`);
  });
});
