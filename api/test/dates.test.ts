/**
 * Impossible dates and times, sent to every route that takes one (issue 16, item 8): each is refused with
 * 400 and the field's own message, and nothing is written. Before, a report range of 2026-99-01 answered
 * 500, an appointment of 1e300 answered 500, 2026-02-30 slid into March and a payment of 1969 was stored.
 */
import { DATE_FIELDS, DATE_MESSAGES } from '@dwell/core/date-input';
import { VALIDATION } from '@dwell/core/messages';
import { CLAIM_MESSAGES } from '@dwell/core/schemas/claims';
import { REPORT_MESSAGES } from '@dwell/core/schemas/reports';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { detentionEvents, claimPayments, claims } from '../src/lib/schema.ts';
import { type Tenant, tenant } from './security/world.ts';
import { eventCount } from './fixtures/companies.ts';
import { storedFor, upload } from './fixtures/documents.ts';
import { png } from './fixtures/files.ts';
import { call, db, type ErrorAnswer } from './fixtures/http.ts';
import { v1 } from './fixtures/v1.ts';

const { timeInvalid, timeNotWhole, outOfRange, dateInvalid } = DATE_MESSAGES;
const HOUR = 3_600_000;
const MOON_LANDING = Date.UTC(1969, 6, 20, 20, 17);

/** Times a JSON body may carry, each with the message a field named `f` must answer. */
const hostileTimes = (f: string): [unknown, string][] => [
  ['2026-99-01T10:00:00Z', timeInvalid(f)],
  ['2026-02-30T10:00:00Z', timeInvalid(f)],
  ['2026-02-30', timeInvalid(f)],
  [1e300, outOfRange(f)],
  [-1, outOfRange(f)],
  [MOON_LANDING, outOfRange(f)],
  ['1969-07-20T20:17:00Z', outOfRange(f)],
  ['NaN', timeInvalid(f)],
  ['', timeInvalid(f)],
  [Date.now() - HOUR + 0.5, timeNotWhole(f)],
];

/** Range bounds of a query string (epoch ms or ISO 8601), each with its message. */
const hostileQueryTimes = (f: string): [string, string][] => [
  ['2026-99-01', timeInvalid(f)],
  ['2026-02-30', timeInvalid(f)],
  ['1e300', timeInvalid(f)],
  ['-1', outOfRange(f)],
  [String(MOON_LANDING), outOfRange(f)],
  ['1969-07-20T20:17:00Z', outOfRange(f)],
  ['NaN', timeInvalid(f)],
  ['', timeInvalid(f)],
];

/** The custom-range start date of a report, each with its message (an empty one is a missing one). */
const hostileDates: [string, string][] = [
  ['2026-99-01', dateInvalid(DATE_FIELDS.startDate)],
  ['2026-02-30', dateInvalid(DATE_FIELDS.startDate)],
  ['1e300', dateInvalid(DATE_FIELDS.startDate)],
  ['-1', dateInvalid(DATE_FIELDS.startDate)],
  ['1969-07-20', outOfRange(DATE_FIELDS.startDate)],
  ['NaN', dateInvalid(DATE_FIELDS.startDate)],
  ['', REPORT_MESSAGES.datesRequired],
];

/** Asserts a 400 with the message, and (for schema refusals) that the first issue names the field. */
async function expectRefused(res: Response, message: string, path: string | null, label: string) {
  expect(res.status, label).toBe(400);
  const { error } = (await res.json()) as ErrorAnswer;
  expect(error.code, label).toBe('validation_failed');
  expect(error.message, label).toBe(message);
  if (path !== null) {
    const issues = (error.details as { issues: { path: string }[] }).issues;
    expect(issues[0]?.path, label).toBe(path);
  }
}

const label = (route: string, value: unknown) => `${route} with ${JSON.stringify(value)}`;
const event = () => ({ facilityName: 'Dock 2', facilityAddress: 'Acme Foods', checkInTime: Date.now() - 4 * HOUR });

async function activeEvent(t: Tenant): Promise<string> {
  const res = await call('/api/events', { cookie: t.people.driver.cookie, json: event() });
  expect(res.status).toBe(201);
  return ((await res.json()) as { event: { id: string } }).event.id;
}

async function stillActive(id: string) {
  const [row] = await db()
    .select({ status: detentionEvents.status, checkOutTime: detentionEvents.checkOutTime })
    .from(detentionEvents)
    .where(eq(detentionEvents.id, id));
  expect(row).toEqual({ status: 'active', checkOutTime: null });
}

describe('impossible dates and times are refused with the field message, and nothing is written', () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await tenant('Dates');
  });

  it('POST /api/events and POST /api/v1/events: start, end and appointment times', async () => {
    const fields = [
      ['checkInTime', DATE_FIELDS.checkInTime],
      ['checkOutTime', DATE_FIELDS.checkOutTime],
      ['appointmentTime', DATE_FIELDS.appointmentTime],
    ] as const;
    const before = await eventCount(t.id);
    for (const [name, field] of fields) {
      for (const [value, expected] of hostileTimes(field)) {
        // The start time is required: an empty one is a missing one, with the product's words.
        const message = name === 'checkInTime' && value === '' ? VALIDATION.eventStartRequired : expected;
        const json = { ...event(), [name]: value };
        const app = await call('/api/events', { cookie: t.people.driver.cookie, json });
        await expectRefused(app, message, name, label(`app ${name}`, value));
        const api = await v1('/events', { token: t.apiKey, json });
        await expectRefused(api, message, name, label(`v1 ${name}`, value));
      }
    }
    expect(await eventCount(t.id)).toBe(before);
  });

  it('checking out (app and /api/v1): the end time', async () => {
    const id = await activeEvent(t);
    for (const [value, message] of hostileTimes(DATE_FIELDS.checkOutTime)) {
      const json = { checkOutTime: value };
      const app = await call(`/api/events/${id}/complete`, { cookie: t.people.driver.cookie, json });
      await expectRefused(app, message, 'checkOutTime', label('complete', value));
      const api = await v1(`/events/${id}/check-out`, { token: t.apiKey, json });
      await expectRefused(api, message, 'checkOutTime', label('check-out', value));
    }
    await stillActive(id);
  });

  it('recording a payment: the date received', async () => {
    const checkIn = Date.now() - 6 * HOUR;
    const stop = await call('/api/events', {
      cookie: t.people.driver.cookie,
      json: { ...event(), checkInTime: checkIn, checkOutTime: checkIn + 200 * 60_000 },
    });
    const eventId = ((await stop.json()) as { event: { id: string } }).event.id;
    const cookie = t.people.carrier_admin.cookie;
    const made = await call('/api/claims', { cookie, json: { eventId } });
    const claimId = ((await made.json()) as { claim: { id: string } }).claim.id;
    expect((await call(`/api/claims/${claimId}/status`, { cookie, json: { status: 'sent' } })).status).toBe(200);
    // The date received is required: an empty one is missing, not malformed.
    const payments = hostileTimes(DATE_FIELDS.receivedAt).map(([value, message]): [unknown, string] =>
      value === '' ? [value, CLAIM_MESSAGES.receivedAtRequired] : [value, message],
    );
    for (const [value, message] of payments) {
      const res = await call(`/api/claims/${claimId}/payments`, {
        cookie,
        json: { amountCents: 100, receivedAt: value, reference: 'CHK-1' },
      });
      await expectRefused(res, message, 'receivedAt', label('payment', value));
    }
    expect(await db().select().from(claimPayments).where(eq(claimPayments.claimId, claimId))).toEqual([]);
    const [claim] = await db()
      .select({ status: claims.status })
      .from(claims)
      .where(and(eq(claims.id, claimId), eq(claims.companyId, t.id)));
    expect(claim?.status).toBe('sent');
  });

  it('the events list and exports (app and /api/v1): the range bounds', async () => {
    const routes = [
      (q: string) => call(`/api/events?${q}`, { cookie: t.people.dispatcher.cookie }),
      (q: string) => call(`/api/events/export.csv?${q}`, { cookie: t.people.dispatcher.cookie }),
      (q: string) => v1(`/events?${q}`, { token: t.apiKey }),
      (q: string) => v1(`/events/export?format=json&${q}`, { token: t.apiKey }),
    ];
    for (const [index, route] of routes.entries()) {
      for (const [name, field] of [
        ['from', DATE_FIELDS.rangeStart],
        ['to', DATE_FIELDS.rangeEnd],
      ] as const) {
        for (const [value, message] of hostileQueryTimes(field)) {
          const res = await route(`${name}=${encodeURIComponent(value)}`);
          await expectRefused(res, message, name, label(`list/export #${index} ${name}`, value));
        }
      }
    }
  });

  it('every report (app and /api/v1): the custom range dates, whatever the range', async () => {
    const cookie = t.people.carrier_admin.cookie;
    const api = ['trends', 'trends.csv', 'facilities', 'facilities.csv', 'customers', 'customers.csv'];
    const app = ['dashboard', 'summary', ...api];
    const routes = [
      ...app.map((name) => (q: string) => call(`/api/reports/${name}?${q}`, { cookie })),
      ...api.map((name) => (q: string) => v1(`/reports/${name}?${q}`, { token: t.apiKey })),
    ];
    for (const [index, route] of routes.entries()) {
      const custom = index === 0 ? 'period=custom' : 'range=custom';
      for (const [value, message] of hostileDates) {
        const res = await route(`${custom}&from=${encodeURIComponent(value)}&to=2026-03-01`);
        await expectRefused(res, message, 'from', label(`report #${index}`, value));
      }
      const end = await route(`${custom}&from=2026-02-01&to=2026-02-30`);
      await expectRefused(end, dateInvalid(DATE_FIELDS.endDate), 'to', `report #${index} end date`);
      // An impossible date is refused even when the range does not use it (it answered 500 before).
      const unused = await route('from=2026-99-01');
      await expectRefused(unused, dateInvalid(DATE_FIELDS.startDate), 'from', `report #${index} unused date`);
    }
  });

  it('uploading a document: the file time (X-Last-Modified)', async () => {
    const cookie = t.people.carrier_admin.cookie;
    const field = DATE_FIELDS.lastModified;
    const cases: [string, string][] = [
      ['1e300', timeInvalid(field)],
      ['-1', outOfRange(field)],
      ['0', outOfRange(field)],
      [String(MOON_LANDING), outOfRange(field)],
      ['2026-02-30T10:00:00Z', timeInvalid(field)],
      ['NaN', timeInvalid(field)],
      ['99999999999999999999', outOfRange(field)],
    ];
    for (const [value, message] of cases) {
      const res = await upload(cookie, png(), { name: 'bol.png', headers: { 'x-last-modified': value } });
      await expectRefused(res, message, null, label('upload', value));
    }
    expect(await storedFor(t.id)).toEqual({ objects: [], rows: [], entries: [] });
  });
});
