import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, detentionEvents } from '../../lib/schema.ts';
import { claimFor, completedStop, pay, sendClaim } from '../../../test/fixtures/claims.ts';
import { fleet, logEvent } from '../../../test/fixtures/companies.ts';
import { call, db } from '../../../test/fixtures/http.ts';
import {
  customerValues,
  dashboardValues,
  facilityValues,
  owed,
  trendValues,
} from '../../../test/fixtures/report-expected.ts';
import { DAY, seedHistory } from '../../../test/fixtures/report-history.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function get<T>(path: string, cookie: string): Promise<T> {
  const res = await call(path, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

interface Stat {
  value: number;
  previous: number;
  direction: string;
  changePercent: number | null;
}
type Dashboard = { stats: Record<string, Stat> };

/** A fleet with history; its company keeps UTC days, so the expected figures are plain UTC date arithmetic. */
async function seededFleet(withNeighbour = false) {
  const f = await fleet();
  await db().update(companies).set({ timezone: 'UTC' }).where(eq(companies.id, f.companyId));
  const seeded = await seedHistory(f.companyId, [f.driver.userId, f.otherDriver.userId]);
  if (withNeighbour) {
    // Another company's history, which must never show up in f's numbers.
    const other = await fleet();
    await seedHistory(other.companyId, [other.driver.userId], 20, 99);
  }
  return { f, seeded };
}

describe('GET /api/reports/dashboard', () => {
  it('matches an independent computation for a custom range and its previous equal period', async () => {
    const { f, seeded } = await seededFleet(true);
    const today = Math.floor(Date.now() / DAY) * DAY;
    const from = today - 30 * DAY;
    const to = today;
    const q = `?period=custom&from=${isoDay(from)}&to=${isoDay(to - DAY)}`;
    const answer = await get<Dashboard>(`/api/reports/dashboard${q}`, f.admin.cookie);
    const now = Date.now();
    const current = dashboardValues(seeded.events, from, to, now);
    const previous = dashboardValues(seeded.events, from - 30 * DAY, from, now);
    for (const key of Object.keys(current) as (keyof typeof current)[]) {
      expect(answer.stats[key]?.value, key).toBe(current[key]);
      expect(answer.stats[key]?.previous, key).toBe(previous[key]);
      const direction = current[key] > previous[key] ? 'up' : current[key] < previous[key] ? 'down' : 'flat';
      expect(answer.stats[key]?.direction, key).toBe(direction);
    }
    expect(current.recoverableCents).toBeGreaterThan(0);
  });

  it('changes with the period: today counts the stop under way, this month its own days', async () => {
    const { f, seeded } = await seededFleet();
    const todayAnswer = await get<Dashboard>('/api/reports/dashboard?period=today', f.dispatcher.cookie);
    const today = Math.floor(Date.now() / DAY) * DAY;
    const expectedToday = dashboardValues(seeded.events, today, today + DAY, Date.now());
    expect(todayAnswer.stats.activeDetentions?.value).toBe(expectedToday.activeDetentions);
    expect(todayAnswer.stats.facilitiesVisited?.value).toBe(expectedToday.facilitiesVisited);
    const month = await get<Dashboard>('/api/reports/dashboard?period=this_month', f.dispatcher.cookie);
    const start = new Date(today);
    const monthFrom = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1);
    const monthTo = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
    const expectedMonth = dashboardValues(seeded.events, monthFrom, monthTo, Date.now());
    expect(month.stats.recoverableCents?.value).toBe(expectedMonth.recoverableCents);
    expect(month.stats.facilitiesVisited?.value).toBe(expectedMonth.facilitiesVisited);
  });

  it('scopes a driver, and anyone asking for scope=mine, to their own stops', async () => {
    const { f, seeded } = await seededFleet();
    const q = `?period=custom&from=${isoDay(Date.now() - 60 * DAY)}&to=${isoDay(Date.now() - DAY)}`;
    const from = Math.floor(Date.now() / DAY) * DAY - 60 * DAY;
    const to = Math.floor(Date.now() / DAY) * DAY;
    const own = seeded.events.filter((e) => e.userId === f.driver.userId);
    const expected = dashboardValues(own, from, to, Date.now());
    const driver = await get<Dashboard>(`/api/reports/dashboard${q}`, f.driver.cookie);
    expect(driver.stats.recoverableCents?.value).toBe(expected.recoverableCents);
    const asAll = await get<Dashboard>(`/api/reports/dashboard${q}&scope=company`, f.driver.cookie);
    expect(asAll.stats.recoverableCents?.value).toBe(expected.recoverableCents);
    const adminMine = await get<Dashboard>(`/api/reports/dashboard${q}&scope=mine`, f.admin.cookie);
    expect(adminMine.stats.activeDetentions?.value).toBe(0);
  });
});

describe('GET /api/reports/trends', () => {
  it.each(['day', 'week', 'month'] as const)(
    'groups hours and counts per %s in SQL, quiet buckets as zero',
    async (interval) => {
      const { f, seeded } = await seededFleet();
      const today = Math.floor(Date.now() / DAY) * DAY;
      const from = today - 45 * DAY;
      const q = `?interval=${interval}&range=custom&from=${isoDay(from)}&to=${isoDay(today - DAY)}`;
      const answer = await get<{ rows: { period: string; total_hours: number; event_count: number }[] }>(
        `/api/reports/trends${q}`,
        f.admin.cookie,
      );
      const expected = trendValues(seeded.events, from, today, interval, 0);
      for (const row of answer.rows) {
        const want = expected.get(row.period) ?? { total_hours: 0, event_count: 0 };
        expect(row, row.period).toEqual({ period: row.period, ...want });
      }
      expect(answer.rows.filter((r) => r.event_count > 0).length).toBe(expected.size);
      if (interval === 'day') expect(answer.rows.length).toBe(45);
    },
  );

  it("groups by the company's local day, whatever zone the browser is in", async () => {
    const { f, seeded } = await seededFleet();
    // Phoenix keeps -7 h all year, so the expected days need no daylight-saving rule.
    await db().update(companies).set({ timezone: 'America/Phoenix' }).where(eq(companies.id, f.companyId));
    const tz = 420;
    const today = Math.floor(Date.now() / DAY) * DAY;
    const q = `?interval=day&range=custom&from=${isoDay(today - 20 * DAY)}&to=${isoDay(today - DAY)}`;
    const answer = await get<{ rows: { period: string; total_hours: number; event_count: number }[] }>(
      `/api/reports/trends${q}`,
      f.admin.cookie,
    );
    const expected = trendValues(seeded.events, today - 20 * DAY + tz * 60_000, today + tz * 60_000, 'day', tz);
    expect([...expected.values()].some((v) => v.event_count > 0)).toBe(true);
    for (const row of answer.rows) expect(row.event_count, row.period).toBe(expected.get(row.period)?.event_count ?? 0);
  });
});

describe('scorecards', () => {
  it('per facility: events, average and p90 wait, billable share and detention cost', async () => {
    const { f, seeded } = await seededFleet(true);
    const answer = await get<{ facilities: { name: string }[] }>(
      '/api/reports/facilities?range=last_90_days',
      f.admin.cookie,
    );
    const today = Math.floor(Date.now() / DAY) * DAY;
    const expected = facilityValues(seeded.events, today - 89 * DAY, today + DAY, Date.now());
    expect(answer.facilities.length).toBe(expected.size);
    for (const row of answer.facilities) expect(row).toMatchObject(expected.get(row.name) ?? { missing: row.name });
    const total = seeded.events.filter((e) => e.status === 'completed').reduce((s, e) => s + owed(e, Date.now()), 0);
    const summary = await get<{ events: number; detentionCents: number }>(
      '/api/reports/summary?range=last_90_days',
      f.admin.cookie,
    );
    expect(summary.detentionCents).toBe(total);
    expect(summary.events).toBe(seeded.events.filter((e) => e.status !== 'cancelled').length);
  });

  it('per customer: claimed, paid, disputed and days to pay from claims and payments', async () => {
    const { f, seeded } = await seededFleet();
    const answer = await get<{ customers: { customerId: string | null }[] }>(
      '/api/reports/customers?range=last_90_days',
      f.admin.cookie,
    );
    const today = Math.floor(Date.now() / DAY) * DAY;
    const expected = customerValues(seeded.claims, today - 89 * DAY, today + DAY);
    expect(answer.customers.length).toBe(expected.size);
    for (const row of answer.customers) expect(row).toMatchObject(expected.get(row.customerId ?? 'none') ?? {});
    expect([...expected.values()].some((v) => v.disputedCents > 0 && v.avgDaysToPay !== null)).toBe(true);
  });

  it('counts a claim paid on the day it was sent as 0 days to pay, never fewer', async () => {
    const f = await fleet();
    const event = await completedStop(f, 200);
    const claim = await claimFor(f, event.id);
    await sendClaim(f, claim.id);
    // The received date is a calendar day: its midnight comes before the send time of the same day.
    const startOfToday = Math.floor(Date.now() / DAY) * DAY;
    const paid = await pay(f, claim.id, {
      amountCents: claim.amountCents,
      receivedAt: startOfToday,
      reference: 'CHK-1',
    });
    expect(paid.status).toBe(201);
    const answer = await get<{ customers: { claims: number; avgDaysToPay: number | null }[] }>(
      '/api/reports/customers?range=last_30_days',
      f.admin.cookie,
    );
    expect(answer.customers).toEqual([expect.objectContaining({ claims: 1, avgDaysToPay: 0 })]);
  });

  it('exports each report as CSV with the same figures', async () => {
    const { f } = await seededFleet();
    for (const [path, header] of [
      ['facilities.csv', 'Facility,Events,Avg wait (min),P90 wait (min),Billable share (%),Detention cost ($)'],
      ['customers.csv', 'Customer,Claims,Claimed ($),Paid ($),Disputed ($),Dispute rate (%),Avg days to pay'],
      ['trends.csv?interval=month', 'period,total_hours,event_count'],
    ] as const) {
      const res = await call(`/api/reports/${path}`, { cookie: f.admin.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.csv"/);
      const lines = (await res.text()).trim().split('\r\n');
      expect(lines[0]).toBe(header);
      expect(lines.length).toBeGreaterThan(1);
    }
    const json = await get<{ facilities: { name: string; events: number }[] }>(
      '/api/reports/facilities',
      f.admin.cookie,
    );
    const csv = await (await call('/api/reports/facilities.csv', { cookie: f.admin.cookie })).text();
    const first = json.facilities[0];
    expect(csv).toContain(`${first?.name},${first?.events},`);
  });
});

describe('dashboard feeds', () => {
  it('lists recent activity newest first and active stops with their best known position', async () => {
    const { f, seeded } = await seededFleet();
    const activity = await get<{ activity: { eventId: string }[] }>('/api/reports/activity', f.dispatcher.cookie);
    expect(activity.activity.map((a) => a.eventId)).toEqual(seeded.events.slice(0, 10).map((e) => e.id));
    const map = await get<{ locations: { id: string; lat: number | null; lng: number | null }[] }>(
      '/api/reports/active-locations',
      f.dispatcher.cookie,
    );
    const active = seeded.events.find((e) => e.status === 'active');
    expect(map.locations).toEqual([expect.objectContaining({ id: active?.id, lat: 41.88, lng: -87.63 })]);
    // /carrier-dashboard asks for the user's own: the owner drives no stop of their own.
    const mine = await get<{ activity: unknown[] }>('/api/reports/activity?scope=mine', f.admin.cookie);
    expect(mine.activity).toEqual([]);
    const mineMap = await get<{ locations: unknown[] }>('/api/reports/active-locations?scope=mine', f.admin.cookie);
    expect(mineMap.locations).toEqual([]);
    const driverLog = await get<{ activity: { eventId: string }[] }>('/api/reports/activity', f.driver.cookie);
    const own = new Set(seeded.events.filter((e) => e.userId === f.driver.userId).map((e) => e.id));
    expect(driverLog.activity.length).toBeGreaterThan(0);
    expect(driverLog.activity.every((a) => own.has(a.eventId))).toBe(true);
  });

  it('gives a stop its check-in fix first, and no position when neither it nor its facility has one', async () => {
    const { f, seeded } = await seededFleet();
    const noCoords = seeded.facilities.find((x) => x.lat === null);
    const withFix = await logEvent(f.driver.cookie, { facilityName: 'Badger Dairy' });
    await db()
      .update(detentionEvents)
      .set({ checkInLat: 30.1, checkInLng: -95.2 })
      .where(eq(detentionEvents.id, withFix.id));
    const unplaced = await logEvent(f.otherDriver.cookie, { facilityName: noCoords?.name });
    const map = await get<{ locations: { id: string; lat: number | null; lng: number | null }[] }>(
      '/api/reports/active-locations',
      f.driver.cookie,
    );
    // A driver sees only their own stops on the map (the seeded one under way is theirs too).
    expect(map.locations.map((l) => l.id).sort()).toEqual([withFix.id, seeded.events.at(-1)?.id].sort());
    expect(map.locations.find((l) => l.id === withFix.id)).toMatchObject({ lat: 30.1, lng: -95.2 });
    const all = await get<typeof map>('/api/reports/active-locations', f.admin.cookie);
    expect(all.locations.find((l) => l.id === unplaced.id)).toMatchObject({ lat: null, lng: null });
  });
});
