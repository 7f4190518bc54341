import { newId } from '@dwell/core/ids';
import { fill } from '@dwell/core/messages';
import { EVENT_MESSAGES } from '@dwell/core/schemas/events';
import { POLICY_MESSAGES } from '@dwell/core/schemas/policies';
import { describe, expect, it } from 'vitest';
import { issueKey } from '../../lib/api-keys/keys.ts';
import { detentionEvents } from '../../lib/schema.ts';
import { eventCount, type Fleet, fleet } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';
import { v1 } from '../../../test/fixtures/v1.ts';

const HOUR = 3_600_000;

/** Logs a stop still under way that checked in `hoursAgo`, as the driver's form sends it. */
function checkIn(f: Fleet, hoursAgo: number, extra: Record<string, unknown> = {}) {
  return call('/api/events', {
    cookie: f.driver.cookie,
    json: {
      facilityName: 'Lakeshore Grocery DC',
      facilityAddress: 'Northline Foods',
      checkInTime: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
      ...extra,
    },
  });
}

const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).error;

describe('the check-in of a stop still under way', () => {
  it('is refused beyond 72 hours, confirmed beyond 24, and accepted as usual within', async () => {
    const f = await fleet();
    const typo = await checkIn(f, 24 * 365);
    expect(typo.status).toBe(400);
    expect(await errorOf(typo)).toMatchObject({
      code: 'validation_failed',
      message: fill(EVENT_MESSAGES.openCheckInTooOld, { hours: 72 }),
    });
    const justOver = await checkIn(f, 72.1, { confirmOldCheckIn: true });
    expect(justOver.status).toBe(400);

    const unconfirmed = await checkIn(f, 30);
    expect(unconfirmed.status).toBe(422);
    expect(await errorOf(unconfirmed)).toMatchObject({
      code: 'confirmation_required',
      message: fill(EVENT_MESSAGES.confirmOldCheckIn, { hours: 30 }),
      details: { field: 'checkInTime', confirmWith: 'confirmOldCheckIn', hoursAgo: 30 },
    });
    expect(await eventCount(f.companyId)).toBe(0);

    expect((await checkIn(f, 30, { confirmOldCheckIn: true })).status).toBe(201);
    expect((await checkIn(f, 23)).status).toBe(201);
    // A stop logged after the fact with its end is not under way: a week back is fine.
    const ended = await checkIn(f, 24 * 7, { checkOutTime: new Date(Date.now() - 24 * 7 * HOUR + 3 * HOUR) });
    expect(ended.status).toBe(201);
    expect(await eventCount(f.companyId)).toBe(3);
  });

  it('is held to the same limits on /api/v1, with the statuses its reference documents', async () => {
    const f = await fleet();
    const { token } = await issueKey(db(), f.companyId, f.admin.userId, { name: 'tms', scopes: ['events:write'] });
    const body = (hoursAgo: number, extra: object = {}) => ({
      facilityName: 'Lakeshore Grocery DC',
      facilityAddress: 'Northline Foods',
      checkInTime: Date.now() - hoursAgo * HOUR,
      ...extra,
    });
    expect((await v1('/events', { token, json: body(100) })).status).toBe(400);
    const unconfirmed = await v1('/events', { token, json: body(30) });
    expect(unconfirmed.status).toBe(422);
    expect((await errorOf(unconfirmed)).code).toBe('confirmation_required');
    expect((await v1('/events', { token, json: body(30, { confirmOldCheckIn: true }) })).status).toBe(201);
    expect(await eventCount(f.companyId)).toBe(1);
  });

  it('follows the limits the company admin sets, which must be in order', async () => {
    const f = await fleet();
    const save = (cookie: string, json: object) => call('/api/policies/open-stops', { cookie, method: 'PUT', json });
    expect((await save(f.dispatcher.cookie, { confirmHours: 2, limitHours: 10 })).status).toBe(403);
    const backwards = await save(f.admin.cookie, { confirmHours: 12, limitHours: 10 });
    expect(backwards.status).toBe(400);
    expect((await errorOf(backwards)).message).toBe(POLICY_MESSAGES.openStopOrder);
    expect((await errorOf(await save(f.admin.cookie, { confirmHours: 0, limitHours: 10 }))).message).toBe(
      POLICY_MESSAGES.openStopHours,
    );
    expect((await save(f.admin.cookie, { confirmHours: 2, limitHours: 10 })).status).toBe(200);
    const policies = (await (await call('/api/policies', { cookie: f.admin.cookie })).json()) as object;
    expect(policies).toMatchObject({ openStops: { confirmHours: 2, limitHours: 10 } });

    expect((await checkIn(f, 3)).status).toBe(422);
    const tooOld = await checkIn(f, 11, { confirmOldCheckIn: true });
    expect((await errorOf(tooOld)).message).toBe(fill(EVENT_MESSAGES.openCheckInTooOld, { hours: 10 }));
    expect((await checkIn(f, 1)).status).toBe(201);
  });
});

describe('a stop left open past the limit', () => {
  it('shows and bills no more than the limit on the board, list, detail, CSV, dashboard, trends and /api/v1', async () => {
    const f = await fleet();
    // A year-old open stop, as a mistyped year could be saved before the limit existed. It starts at noon UTC,
    // which is the same calendar day in UTC and in the company's zone, whatever the time the test runs at.
    const id = newId('ev');
    const checkInTime = new Date(Math.floor((Date.now() - 365 * 24 * HOUR) / (24 * HOUR)) * 24 * HOUR + 12 * HOUR);
    await db().insert(detentionEvents).values({
      id,
      companyId: f.companyId,
      userId: f.driver.userId,
      facilityName: 'Lakeshore Grocery DC',
      facilityAddress: 'Northline Foods',
      driverName: 'Marcus Reed',
      checkInTime,
      status: 'active',
      freeTimeMinutes: 120,
    });
    // 72 h = 4320 minutes: 4200 past the free time at $75.00/h = $5,250.00, not $876,375.00.
    const capped = { amountCents: 525_000, durationMinutes: 4320, billableMinutes: 4200, stale: true };
    const get = async (path: string) => (await call(path, { cookie: f.admin.cookie })).json() as Promise<object>;
    expect(await get('/api/events/board')).toMatchObject({ events: [capped] });
    expect(await get('/api/events')).toMatchObject({ events: [capped] });
    expect(await get(`/api/events/${id}`)).toMatchObject({
      event: capped,
      billing: { amountCents: 525_000, stale: true, openStopLimitHours: 72 },
    });
    const csv = await (await call('/api/events/export.csv', { cookie: f.admin.cookie })).text();
    expect(csv).toContain(',72h 0m,');
    expect(csv).toContain(',5250.00');
    const { token } = await issueKey(db(), f.companyId, f.admin.userId, { name: 'cap', scopes: ['events:read'] });
    expect(await (await v1(`/events/${id}`, { token })).json()).toMatchObject({ event: capped });
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const first = day(checkInTime.getTime());
    const dashboard = await get(`/api/reports/dashboard?period=custom&from=${first}&to=${first}&tz=0`);
    expect(dashboard).toMatchObject({
      stats: { recoverableCents: { value: 525_000 }, avgWaitMinutes: { value: 4320 } },
    });
    const week = `range=custom&from=${first}&to=${day(checkInTime.getTime() + 6 * 24 * HOUR)}&tz=0`;
    const trend = (await get(`/api/reports/trends?${week}&interval=day`)) as { rows: { total_hours: number }[] };
    expect(trend.rows.reduce((sum, r) => sum + r.total_hours, 0)).toBe(72);
  });
});
