import { DATE_FIELDS, DATE_MESSAGES } from '@dwell/core/date-input';
import { AUTH } from '@dwell/core/messages';
import { REPORT_MESSAGES } from '@dwell/core/schemas/reports';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { detentionEvents, eventLog } from '../../lib/schema.ts';
import { fleet } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';

async function refused(path: string, cookie: string, status: number) {
  const res = await call(path, { cookie });
  expect(res.status).toBe(status);
  return ((await res.json()) as ErrorAnswer).error;
}

async function rows(companyId: string) {
  const [events] = await db()
    .select({ n: count() })
    .from(detentionEvents)
    .where(eq(detentionEvents.companyId, companyId));
  const [log] = await db().select({ n: count() }).from(eventLog).where(eq(eventLog.companyId, companyId));
  return (events?.n ?? 0) + (log?.n ?? 0);
}

describe('reports refuse bad input with a clear message and write nothing', () => {
  it('a custom range whose end is before its start', async () => {
    const f = await fleet();
    for (const path of [
      '/api/reports/dashboard?period=custom&from=2026-03-10&to=2026-03-01',
      '/api/reports/trends?range=custom&from=2026-03-10&to=2026-03-01',
      '/api/reports/summary?range=custom&from=2026-03-10&to=2026-03-01',
    ]) {
      const error = await refused(path, f.admin.cookie, 400);
      expect(error.message).toBe(REPORT_MESSAGES.endBeforeStart);
    }
    expect(await rows(f.companyId)).toBe(0);
  });

  it('a range longer than allowed, a missing end, an impossible date', async () => {
    const f = await fleet();
    const long = await refused(
      '/api/reports/facilities?range=custom&from=2025-01-01&to=2026-03-01',
      f.admin.cookie,
      400,
    );
    expect(long.message).toBe(REPORT_MESSAGES.rangeTooLong);
    const open = await refused('/api/reports/dashboard?period=custom&from=2026-01-01', f.admin.cookie, 400);
    expect(open.message).toBe(REPORT_MESSAGES.datesRequired);
    const bad = await refused('/api/reports/customers?range=custom&from=2026-02-30&to=2026-03-01', f.admin.cookie, 400);
    expect(bad.message).toBe(DATE_MESSAGES.dateInvalid(DATE_FIELDS.startDate));
    const ok = await call('/api/reports/summary?range=custom&from=2025-03-01&to=2026-03-01', {
      cookie: f.admin.cookie,
    });
    expect(ok.status).toBe(200);
  });

  it('an unknown interval, period or range', async () => {
    const f = await fleet();
    expect((await refused('/api/reports/trends?interval=hour', f.admin.cookie, 400)).message).toBe(
      REPORT_MESSAGES.intervalInvalid,
    );
    expect((await refused('/api/reports/dashboard?period=last_week', f.admin.cookie, 400)).message).toBe(
      REPORT_MESSAGES.periodInvalid,
    );
    expect((await refused('/api/reports/summary?range=forever', f.admin.cookie, 400)).message).toBe(
      REPORT_MESSAGES.rangeInvalid,
    );
  });

  it('a driver or dispatcher opening the reports gets the permission message', async () => {
    const f = await fleet();
    for (const cookie of [f.driver.cookie, f.dispatcher.cookie]) {
      for (const path of ['summary', 'facilities', 'customers', 'facilities.csv', 'customers.csv']) {
        const error = await refused(`/api/reports/${path}`, cookie, 403);
        expect(error.message).toBe(AUTH.noPermission);
      }
      // Their own dashboard still works.
      expect((await call('/api/reports/dashboard', { cookie })).status).toBe(200);
    }
  });

  it('a company with no events: zero cards, an empty trend and empty scorecards', async () => {
    const f = await fleet();
    const dash = (await (
      await call('/api/reports/dashboard?period=this_month', { cookie: f.admin.cookie })
    ).json()) as {
      events: number;
      stats: Record<string, { value: number; changePercent: number | null; direction: string }>;
    };
    expect(dash.events).toBe(0);
    for (const stat of Object.values(dash.stats))
      expect(stat).toMatchObject({ value: 0, changePercent: null, direction: 'flat' });
    const trend = (await (await call('/api/reports/trends?interval=week', { cookie: f.admin.cookie })).json()) as {
      rows: { event_count: number; total_hours: number }[];
    };
    expect(trend.rows.length).toBeGreaterThan(0);
    expect(trend.rows.every((r) => r.event_count === 0 && r.total_hours === 0)).toBe(true);
    const facilities = (await (await call('/api/reports/facilities', { cookie: f.admin.cookie })).json()) as {
      facilities: unknown[];
    };
    expect(facilities.facilities).toEqual([]);
    const customers = (await (await call('/api/reports/customers', { cookie: f.admin.cookie })).json()) as {
      customers: unknown[];
    };
    expect(customers.customers).toEqual([]);
    const activity = (await (await call('/api/reports/activity', { cookie: f.admin.cookie })).json()) as {
      activity: unknown[];
    };
    expect(activity.activity).toEqual([]);
  });
});
