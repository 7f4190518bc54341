import { DATE_FIELDS, DATE_MESSAGES } from '@dwell/core/date-input';
import { AUTH } from '@dwell/core/messages';
import { REPORT_MESSAGES } from '@dwell/core/schemas/reports';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueKey } from '../../lib/api-keys/keys.ts';
import { userRoles } from '../../lib/schema.ts';
import { type Fleet, fleet } from '../../../test/fixtures/companies.ts';
import { call, db } from '../../../test/fixtures/http.ts';
import { DAY, seedHistory } from '../../../test/fixtures/report-history.ts';
import { checked, v1 } from '../../../test/fixtures/v1.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; details?: unknown } }).error;
const REPORTS = ['trends', 'facilities', 'customers'] as const;

describe('/api/v1/reports', () => {
  let a: Fleet;
  let aSeed: Awaited<ReturnType<typeof seedHistory>>;
  let bSeed: Awaited<ReturnType<typeof seedHistory>>;
  let token: string;
  let eventsOnly: string;
  let custom: string;

  beforeAll(async () => {
    a = await fleet();
    aSeed = await seedHistory(a.companyId, [a.driver.userId, a.otherDriver.userId]);
    // Another company with a history of its own, which must never show up in A's reports.
    const b = await fleet();
    bSeed = await seedHistory(b.companyId, [b.driver.userId], 20, 99);
    const issue = async (scopes: ('reports:read' | 'events:read')[]) =>
      (await issueKey(db(), a.companyId, a.admin.userId, { name: scopes.join(' '), scopes })).token;
    token = await issue(['reports:read']);
    eventsOnly = await issue(['events:read']);
    const today = Math.floor(Date.now() / DAY) * DAY;
    custom = `range=custom&from=${isoDay(today - 45 * DAY)}&to=${isoDay(today - DAY)}`;
  }, 60_000);

  const browser = (path: string) => call(`/api/reports/${path}`, { cookie: a.admin.cookie });

  it('answers the same trends and scorecards as the Reports screen for the same company and range', async () => {
    const before = checked.count;
    for (const path of [
      `trends?interval=day&${custom}`,
      `trends?interval=week&${custom}&tz=300`,
      `trends?interval=month&range=this_year`,
      'facilities?range=last_90_days',
      `customers?${custom}`,
      'customers?range=last_90_days',
    ]) {
      const res = await v1(`/reports/${path}`, { token });
      expect(res.status, path).toBe(200);
      const mine = await browser(path);
      expect(mine.status, path).toBe(200);
      expect(await res.json(), path).toEqual(await mine.json());
    }
    const trend = (await (await v1(`/reports/trends?interval=day&${custom}`, { token })).json()) as {
      rows: { period: string; total_hours: number; event_count: number }[];
    };
    expect(trend.rows).toHaveLength(45);
    expect(trend.rows.some((r) => r.event_count > 0 && r.total_hours > 0)).toBe(true);
    expect(checked.count).toBeGreaterThan(before);
  });

  it('exports each report as the same CSV file the Reports screen downloads', async () => {
    for (const name of REPORTS) {
      const path = `${name}.csv?interval=month&range=last_90_days`;
      const res = await v1(`/reports/${path}`, { token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
      const text = await res.text();
      expect(text.split('\r\n').filter(Boolean).length, path).toBeGreaterThan(1);
      expect(text, path).toBe(await (await browser(path)).text());
    }
  });

  it("shows a key only its own company's facilities, customers and stops", async () => {
    const facilities = (await (await v1('/reports/facilities?range=last_90_days', { token })).json()) as {
      facilities: { facilityId: string | null; events: number }[];
    };
    const own = new Set(aSeed.facilities.map((f) => f.id));
    const ids = facilities.facilities.map((f) => f.facilityId).filter((id) => id !== null);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(own.has(id), id).toBe(true);
    for (const theirs of bSeed.facilities) expect(ids).not.toContain(theirs.id);

    const customers = (await (await v1('/reports/customers?range=last_90_days', { token })).json()) as {
      customers: { customerId: string | null }[];
    };
    const theirCustomers = new Set(bSeed.customers.map((c) => c.id));
    expect(customers.customers.length).toBeGreaterThan(0);
    for (const row of customers.customers) expect(theirCustomers.has(row.customerId ?? '')).toBe(false);

    const trend = (await (await v1('/reports/trends?interval=month&range=last_90_days', { token })).json()) as {
      rows: { event_count: number }[];
    };
    const counted = trend.rows.reduce((sum, r) => sum + r.event_count, 0);
    expect(counted).toBe(facilities.facilities.reduce((sum, f) => sum + f.events, 0));
  });

  it('refuses a key without reports:read with 403 and the error shape on every report', async () => {
    for (const path of REPORTS.flatMap((name) => [name, `${name}.csv`])) {
      const res = await v1(`/reports/${path}`, { token: eventsOnly });
      expect(res.status, path).toBe(403);
      expect(await errorOf(res), path).toEqual({
        code: 'insufficient_scope',
        message: 'The API key lacks the scope reports:read.',
        details: { scope: 'reports:read' },
      });
    }
  });

  it('refuses an unknown interval or range, and a custom range without dates or backwards, with 400', async () => {
    const today = Math.floor(Date.now() / DAY) * DAY;
    const cases: [string, string][] = [
      ['trends?interval=hour', REPORT_MESSAGES.intervalInvalid],
      ['trends.csv?interval=year', REPORT_MESSAGES.intervalInvalid],
      ['trends?range=forever', REPORT_MESSAGES.rangeInvalid],
      ['facilities?range=last_year', REPORT_MESSAGES.rangeInvalid],
      ['customers.csv?range=custom', REPORT_MESSAGES.datesRequired],
      [`facilities?range=custom&from=${isoDay(today)}&to=${isoDay(today - DAY)}`, REPORT_MESSAGES.endBeforeStart],
      ['customers?range=custom&from=2026-02-30&to=2026-03-02', DATE_MESSAGES.dateInvalid(DATE_FIELDS.startDate)],
      [`trends?range=custom&from=2024-01-01&to=${isoDay(today)}`, REPORT_MESSAGES.rangeTooLong],
    ];
    for (const [path, message] of cases) {
      const res = await v1(`/reports/${path}`, { token });
      expect(res.status, path).toBe(400);
      const error = await errorOf(res);
      expect(error.code, path).toBe('validation_failed');
      expect(error.message, path).toBe(message);
    }
  });

  it("applies the Reports screen's role gate to the scorecards when the key's creator is no carrier admin", async () => {
    const demoted = await fleet();
    const { token: key } = await issueKey(db(), demoted.companyId, demoted.admin.userId, {
      name: 'Demoted',
      scopes: ['reports:read'],
    });
    await db().update(userRoles).set({ roleId: 'role_dispatcher' }).where(eq(userRoles.userId, demoted.admin.userId));
    const res = await v1('/reports/facilities', { token: key });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'forbidden', message: AUTH.noPermission });
    expect((await v1('/reports/trends', { token: key })).status).toBe(200);
  });
});
