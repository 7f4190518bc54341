import { API_SCOPES } from '@dwell/core/schemas/api-keys';
import { EVENT_MESSAGES } from '@dwell/core/schemas/events';
import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueKey } from '../../lib/api-keys/keys.ts';
import { runScheduled } from '../../lib/events/scheduled.ts';
import { detentionEvents, eventLog } from '../../lib/schema.ts';
import { claimFor, completedStop, pay, payment, sendClaim } from '../../../test/fixtures/claims.ts';
import { type Fleet, fleet, logEvent } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';
import { v1 } from '../../../test/fixtures/v1.ts';

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Summary {
  id: string;
  amountCents: number;
  billableMinutes: number;
  pricedAt: number | null;
}

/** Every screen, report and export a number of the claimed stop appears in, read as the people who see them. */
async function everything(f: Fleet, token: string, ids: { claimed: string; completed: string; facility: string }) {
  const json = async (res: Response) => {
    expect(res.status).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const text = async (res: Response) => {
    expect(res.status).toBe(200);
    return res.text();
  };
  const admin = (path: string) => call(path, { cookie: f.admin.cookie });
  const range = 'range=last_7_days&tz=0';
  const dashboard = await json(
    await admin(`/api/reports/dashboard?period=custom&from=${day(Date.now() - 2 * DAY)}&to=${day(Date.now())}&tz=0`),
  );
  const detail = async (id: string) => {
    const body = (await json(await admin(`/api/events/${id}`))) as {
      event: Summary;
      billing: { amountCents: number; billedMinutes: number };
      policy: { hourlyRateCents: number; source: string };
    };
    return { event: body.event, billing: body.billing, policy: body.policy };
  };
  const facilities = (await json(await admin(`/api/reports/facilities?${range}`))) as {
    facilities: { facilityId: string }[];
  };
  return {
    list: ((await json(await admin('/api/events?pageSize=100'))) as { events: Summary[] }).events,
    claimedDetail: await detail(ids.claimed),
    completedDetail: await detail(ids.completed),
    board: (await json(await admin('/api/events/board'))).events,
    csv: await text(await admin('/api/events/export.csv')),
    eventCsv: await text(await admin(`/api/events/${ids.claimed}/export.csv`)),
    dashboard: dashboard.stats,
    summary: await json(await admin(`/api/reports/summary?${range}`)),
    facilityRow: facilities.facilities.find((row) => row.facilityId === ids.facility),
    customers: (await json(await admin(`/api/reports/customers?${range}`))).customers,
    trends: (await json(await admin(`/api/reports/trends?${range}&interval=day`))).rows,
    v1List: ((await json(await v1('/events', { token }))) as { data: Summary[] }).data,
    v1Event: ((await json(await v1(`/events/${ids.claimed}`, { token }))) as { event: Summary }).event,
    v1Csv: await text(await v1('/events/export?format=csv', { token })),
    v1Json: await text(await v1('/events/export?format=json', { token })),
    v1Facilities: (await json(await v1(`/reports/facilities?${range}`, { token }))).facilities,
    v1Customers: (await json(await v1(`/reports/customers?${range}`, { token }))).customers,
    v1Trends: (await json(await v1(`/reports/trends?${range}&interval=day`, { token }))).rows,
  };
}

describe('a claimed or completed stop keeps its stored price', () => {
  let f: Fleet;
  let token: string;
  let claimed: { id: string };
  let completed: { id: string };
  let target: { facilityId: string; customerId: string };

  beforeAll(async () => {
    f = await fleet();
    token = (await issueKey(db(), f.companyId, f.admin.userId, { name: 'stored prices', scopes: [...API_SCOPES] }))
      .token;
    // 200 minutes on site: 80 past the free time, 90 billed at $75.00/h = $112.50, claimed, sent and paid.
    claimed = await completedStop(f, 200, 6);
    const claim = await claimFor(f, claimed.id);
    await sendClaim(f, claim.id);
    expect((await pay(f, claim.id, payment(11_250))).status).toBe(201);
    // 170 minutes: 50 past the free time, 60 billed = $75.00, completed and never claimed.
    completed = await completedStop(f, 170, 5);
    const detail = (await (await call(`/api/events/${claimed.id}`, { cookie: f.admin.cookie })).json()) as {
      event: { facilityId: string; customerId: string };
    };
    target = detail.event;
  }, 60_000);

  it('after a company, a customer and a facility policy change, in every screen, report and export', async () => {
    const ids = { claimed: claimed.id, completed: completed.id, facility: target.facilityId };
    const before = await everything(f, token, ids);
    // The numbers themselves, not only their stability: both stops at the rate they were priced with.
    const inList = (list: Summary[], id: string) => list.find((e) => e.id === id)?.amountCents;
    expect(inList(before.list, claimed.id)).toBe(11_250);
    expect(inList(before.list, completed.id)).toBe(7500);
    expect(before.claimedDetail).toMatchObject({
      billing: { amountCents: 11_250, billedMinutes: 90 },
      policy: { hourlyRateCents: 7500, source: 'stored' },
    });
    expect(before.dashboard).toMatchObject({ recoverableCents: { value: 18_750 } });
    expect(before.summary).toMatchObject({ detentionCents: 18_750 });
    expect(before.facilityRow).toMatchObject({ detentionCents: 18_750, events: 2 });
    expect(before.customers).toMatchObject([{ claimedCents: 11_250, paidCents: 11_250 }]);
    expect(before.eventCsv).toContain('112.50');
    expect(inList(before.v1List, claimed.id)).toBe(11_250);

    const changes = [
      ['/api/policies/company', { ...DEFAULT_BODY, hourlyRateCents: 5000, capCents: 3000 }],
      [`/api/policies/customers/${target.customerId}`, { hourlyRateCents: 3000, incrementMinutes: 60 }],
      [`/api/policies/facilities/${target.facilityId}`, { hourlyRateCents: 2500, rounding: 'down' }],
    ] as const;
    for (const [path, body] of changes) {
      const res = await call(path, { cookie: f.admin.cookie, method: 'PUT', json: body });
      expect(res.status, path).toBe(200);
      expect(await everything(f, token, ids), path).toEqual(before);
    }

    // Today's policy does apply to what is not priced yet: a stop still under way, and one completed now.
    const running = await logEvent(f.otherDriver.cookie, {}, 180);
    const board = (await (await call('/api/events/board', { cookie: f.admin.cookie })).json()) as {
      events: Summary[];
    };
    // 180 minutes: 60 past the free time at the facility's $25.00/h, rounded down to the customer's hour = $25.00.
    expect(board.events.find((e) => e.id === running.id)).toMatchObject({ amountCents: 2500, pricedAt: null });
    const later = await completedStop(f, 200, 4);
    const list = (await (await call('/api/events', { cookie: f.admin.cookie })).json()) as { events: Summary[] };
    expect(list.events.find((e) => e.id === later.id)).toMatchObject({ amountCents: 2500 });
    expect(list.events.find((e) => e.id === claimed.id)).toMatchObject({ amountCents: 11_250 });
  }, 120_000);

  it('an admin re-prices a completed stop on purpose; a claimed stop never', async () => {
    const g = await fleet();
    const stop = await completedStop(g, 170, 5);
    const other = await completedStop(g, 200, 6);
    await claimFor(g, other.id);
    await call('/api/policies/company', {
      cookie: g.admin.cookie,
      method: 'PUT',
      json: { ...DEFAULT_BODY, hourlyRateCents: 15_000 },
    });
    const amountOf = async (id: string) =>
      ((await (await call(`/api/events/${id}`, { cookie: g.admin.cookie })).json()) as { event: Summary }).event
        .amountCents;
    expect(await amountOf(stop.id)).toBe(7500);

    const byDispatcher = await call(`/api/events/${stop.id}/reprice`, { cookie: g.dispatcher.cookie, json: {} });
    expect(byDispatcher.status).toBe(403);
    const res = await call(`/api/events/${stop.id}/reprice`, { cookie: g.admin.cookie, json: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ fromCents: 7500, amountCents: 15_000 });
    expect(await amountOf(stop.id)).toBe(15_000);
    const [logged] = await db()
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.eventId, stop.id), eq(eventLog.action, 'repriced')));
    expect(logged).toMatchObject({ actorUserId: g.admin.userId });
    expect(JSON.parse(logged?.details ?? '{}')).toEqual({ fromCents: 7500, toCents: 15_000 });

    const refused = await call(`/api/events/${other.id}/reprice`, { cookie: g.admin.cookie, json: {} });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorAnswer).error.message).toBe(EVENT_MESSAGES.repriceClaimed);
    expect(await amountOf(other.id)).toBe(11_250);
    const [row] = await db().select().from(detentionEvents).where(eq(detentionEvents.id, other.id));
    expect(row).toMatchObject({ pricedCents: 11_250, pricedBilledMinutes: 90, pricedBillable: true });

    const running = await logEvent(g.driver.cookie, {}, 30);
    const notDone = await call(`/api/events/${running.id}/reprice`, { cookie: g.admin.cookie, json: {} });
    expect(notDone.status).toBe(409);
    expect(((await notDone.json()) as ErrorAnswer).error.message).toBe(EVENT_MESSAGES.repriceNotCompleted);
  }, 60_000);

  it('a stop completed before prices were stored is priced by the hourly sweep, then keeps that price', async () => {
    const g = await fleet();
    const stop = await completedStop(g, 170, 5);
    // As a stop completed before this release: no stored price, so it follows today's policy.
    const unpriced = { pricedAt: null, pricedPolicy: null, pricedBillable: null, pricedBilledMinutes: null };
    await db()
      .update(detentionEvents)
      .set({ ...unpriced, pricedCents: null })
      .where(eq(detentionEvents.id, stop.id));
    const amountOf = async () => {
      const res = await call(`/api/events/${stop.id}`, { cookie: g.admin.cookie });
      return ((await res.json()) as { billing: { amountCents: number }; policy: { source: string } }) ?? null;
    };
    expect(await amountOf()).toMatchObject({ billing: { amountCents: 7500 }, policy: { source: 'company' } });

    expect(await runScheduled(env)).toMatchObject({ priced: 1 });
    const [row] = await db().select().from(detentionEvents).where(eq(detentionEvents.id, stop.id));
    expect(row).toMatchObject({ pricedCents: 7500, pricedBilledMinutes: 60, pricedBillable: true });
    const rate = await call('/api/policies/company', {
      cookie: g.admin.cookie,
      method: 'PUT',
      json: { ...DEFAULT_BODY, hourlyRateCents: 15_000 },
    });
    expect(rate.status).toBe(200);
    expect(await amountOf()).toMatchObject({ billing: { amountCents: 7500 }, policy: { source: 'stored' } });
    // Priced once: a second sweep finds nothing of this company left to price.
    expect(await runScheduled(env)).toMatchObject({ priced: 0 });
  }, 60_000);
});

/** The default policy as the company form saves it. */
const DEFAULT_BODY = {
  freeMinutes: 120,
  hourlyRateCents: 7500,
  incrementMinutes: 15,
  rounding: 'up',
  capCents: null,
  clockStart: 'arrival',
  lateArrival: 'from_arrival',
  lateGraceMinutes: 15,
} as const;
