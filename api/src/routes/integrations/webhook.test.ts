/**
 * POST /api/integrations/:id/webhook with the generic Dwell format (Stripe's scheme,
 * https://docs.stripe.com/webhooks/signature): what the sender is answered, which stops are in D1, and the
 * deliveries log for every outcome.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventLog } from '../../lib/schema.ts';
import { pdfText } from '../../../test/fixtures/pdf.ts';
import { call, db, type ErrorAnswer, eventually } from '../../../test/fixtures/http.ts';
import {
  connect,
  deliver,
  deliveriesOf,
  eventsOf,
  genericBody,
  signedHeaders,
} from '../../../test/fixtures/integrations.ts';

const MINUTE = 60_000;

async function send(id: string, secret: string, body: string, at?: number) {
  const res = await deliver(id, body, signedHeaders('generic', secret, body, at));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & Partial<ErrorAnswer> };
}

describe('generic webhook: arrival and departure', () => {
  it('an arrival logs a stop as a manual check-in would, with the ELD as source and the fix kept', async () => {
    const c = await connect('generic');
    const arrived = Date.now() - 180 * MINUTE;
    const res = await send(c.id, c.secret, genericBody('evt_a1', 'arrival', arrived));
    expect(res).toMatchObject({ status: 200, body: { result: 'accepted' } });
    const [event] = await eventsOf(c.fleet.companyId);
    expect(event).toMatchObject({
      id: res.body.eventId,
      userId: c.fleet.driver.userId,
      driverName: 'Marcus Reed',
      facilityId: c.facilityId,
      customerId: c.customerId,
      facilityName: 'Acme DC Atlanta',
      facilityAddress: 'Acme Foods',
      status: 'active',
      checkInTime: new Date(arrived),
      freeTimeMinutes: 120,
      checkInSource: 'eld',
      checkInLat: 33.7489954,
      checkInLng: -84.3879824,
      checkInAccuracyM: 8,
      checkOutSource: null,
    });
    // Checked in, and (three hours in, past the free time) the free-time alert follows as for a manual stop.
    const actions = () =>
      db()
        .select()
        .from(eventLog)
        .where(eq(eventLog.eventId, event?.id ?? ''))
        .then((rows) => rows.map((l) => l.action).sort());
    expect(await eventually(actions, (a) => a.length === 2)).toEqual(['alert_raised', 'checked_in']);
    const [delivery] = await deliveriesOf(c.id);
    expect(delivery).toMatchObject({
      result: 'accepted',
      httpStatus: 200,
      vendorEventId: 'evt_a1',
      eventId: event?.id,
    });

    // The board shows it like any other open stop.
    const board = await call('/api/events/board', { cookie: c.fleet.admin.cookie });
    expect(((await board.json()) as { events: { id: string }[] }).events.map((e) => e.id)).toContain(event?.id);

    const left = Date.now() - 5 * MINUTE;
    const out = await send(c.id, c.secret, genericBody('evt_d1', 'departure', left));
    expect(out).toMatchObject({ status: 200, body: { result: 'accepted', eventId: event?.id } });
    const [done] = await eventsOf(c.fleet.companyId);
    // 175 minutes, 120 free: 55 billable, rounded up to 60 at $75/h, stored as the completion path stores it.
    expect(done).toMatchObject({
      status: 'completed',
      checkOutTime: new Date(left),
      checkOutSource: 'eld',
      checkOutAccuracyM: 8,
      pricedBillable: true,
      pricedCents: 7500,
    });
    expect(done?.pricedAt).not.toBeNull();

    // The event's timeline and its invoice say the times came from the ELD.
    const detail = (await (await call(`/api/events/${event?.id}`, { cookie: c.fleet.admin.cookie })).json()) as {
      event: { checkInSource: string; checkOutSource: string };
      timeline: { action: string; details: { source?: string } }[];
    };
    expect(detail.event).toMatchObject({ checkInSource: 'eld', checkOutSource: 'eld' });
    const sources = detail.timeline
      .filter((t) => t.action.startsWith('checked_'))
      .map((t) => [t.action, t.details.source]);
    expect(sources).toEqual([
      ['checked_in', 'eld'],
      ['checked_out', 'eld'],
    ]);
    const claim = await call('/api/claims', { cookie: c.fleet.admin.cookie, json: { eventId: event?.id } });
    const { claim: made } = (await claim.json()) as { claim: { id: string } };
    const pdf = await call(`/api/claims/${made.id}/invoice.pdf`, { cookie: c.fleet.admin.cookie });
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text[text.indexOf('Times from') + 1]).toBe('check-in ELD, check-out ELD');
  });

  it('keeps a departure that comes before its arrival and closes the stop when the arrival arrives', async () => {
    const c = await connect('generic');
    const arrived = Date.now() - 150 * MINUTE;
    const left = Date.now() - 10 * MINUTE;
    const early = await send(c.id, c.secret, genericBody('evt_d2', 'departure', left));
    expect(early).toMatchObject({ status: 202, body: { result: 'held' } });
    expect(await eventsOf(c.fleet.companyId)).toEqual([]);
    const late = await send(c.id, c.secret, genericBody('evt_a2', 'arrival', arrived));
    expect(late).toMatchObject({ status: 200, body: { result: 'accepted' } });
    const events = await eventsOf(c.fleet.companyId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      status: 'completed',
      checkInTime: new Date(arrived),
      checkOutTime: new Date(left),
      checkInSource: 'eld',
      checkOutSource: 'eld',
    });
    const byId = Object.fromEntries((await deliveriesOf(c.id)).map((d) => [d.vendorEventId, d]));
    expect(byId.evt_d2).toMatchObject({ result: 'matched', eventId: events[0]?.id });
    expect(byId.evt_a2).toMatchObject({ result: 'accepted', eventId: events[0]?.id });
  });

  it('drops a visit shorter than the minimum: the stop its arrival opened is removed', async () => {
    const c = await connect('generic', { minVisitMinutes: 10 });
    await send(c.id, c.secret, genericBody('evt_a3', 'arrival', Date.now() - 8 * MINUTE));
    expect(await eventsOf(c.fleet.companyId)).toHaveLength(1);
    const out = await send(c.id, c.secret, genericBody('evt_d3', 'departure', Date.now() - MINUTE));
    expect(out).toMatchObject({ status: 202, body: { result: 'too_short' } });
    expect(await eventsOf(c.fleet.companyId)).toEqual([]);
    const exit = (await deliveriesOf(c.id)).find((d) => d.vendorEventId === 'evt_d3');
    expect(exit?.errorMessage).toBe('The visit lasted less than the minimum of 10 minutes and was dropped.');
  });
});

describe('generic webhook: retries and duplicates', () => {
  it('answers a repeated event id as a duplicate and writes one stop', async () => {
    const c = await connect('generic');
    const body = genericBody('evt_dup', 'arrival', Date.now() - 30 * MINUTE);
    expect(await send(c.id, c.secret, body)).toMatchObject({ status: 200, body: { result: 'accepted' } });
    expect(await send(c.id, c.secret, body)).toMatchObject({ status: 200, body: { result: 'duplicate' } });
    expect(await eventsOf(c.fleet.companyId)).toHaveLength(1);
    const results = (await deliveriesOf(c.id)).map((d) => d.result).sort();
    expect(results).toEqual(['accepted', 'duplicate']);
  });

  it('applies one of many parallel deliveries of the same event', async () => {
    const c = await connect('generic');
    const body = genericBody('evt_par', 'arrival', Date.now() - 30 * MINUTE);
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(c.id, c.secret, body)));
    expect(answers.map((a) => a.body.result).sort()).toEqual([
      'accepted',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(await eventsOf(c.fleet.companyId)).toHaveLength(1);
    const claimed = (await deliveriesOf(c.id)).filter((d) => d.claimKey !== null);
    expect(claimed).toHaveLength(1);
  });
});

describe('generic webhook: refusals write no stop and are logged', () => {
  const body = () => genericBody('evt_bad', 'arrival', Date.now() - 30 * MINUTE);

  it('401 for a wrong secret, a missing header and a re-serialized body', async () => {
    const c = await connect('generic');
    const b = body();
    const wrong = await deliver(c.id, b, signedHeaders('generic', `${c.secret}x`, b));
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as ErrorAnswer).error).toEqual({
      code: 'bad_signature',
      message: 'The webhook signature does not match.',
    });
    expect((await deliver(c.id, b, {})).status).toBe(401);
    const spaced = JSON.stringify(JSON.parse(b), null, 1);
    expect((await deliver(c.id, spaced, signedHeaders('generic', c.secret, b))).status).toBe(401);
    expect(await eventsOf(c.fleet.companyId)).toEqual([]);
    expect((await deliveriesOf(c.id)).map((d) => [d.result, d.httpStatus])).toEqual([
      ['bad_signature', 401],
      ['bad_signature', 401],
      ['bad_signature', 401],
    ]);
  });

  it('401 for a replay: a timestamp more than five minutes old', async () => {
    const c = await connect('generic');
    const res = await send(c.id, c.secret, body(), Math.floor(Date.now() / 1000) - 301);
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe('replay');
    expect(await eventsOf(c.fleet.companyId)).toEqual([]);
    expect((await deliveriesOf(c.id))[0]).toMatchObject({ result: 'replay', httpStatus: 401 });
  });

  it('400 for a signed body that is not JSON or not the format, 202 for an unknown type', async () => {
    const c = await connect('generic');
    const notJson = await send(c.id, c.secret, '{"id":');
    expect(notJson).toMatchObject({ status: 400, body: { error: { code: 'malformed' } } });
    const noVehicle = JSON.stringify({ ...JSON.parse(body()), vehicle: undefined });
    expect((await send(c.id, c.secret, noVehicle)).status).toBe(400);
    const ping = JSON.stringify({ ...JSON.parse(body()), type: 'ping' });
    expect(await send(c.id, c.secret, ping)).toMatchObject({ status: 202, body: { result: 'ignored' } });
    expect(await eventsOf(c.fleet.companyId)).toEqual([]);
    const logged = (await deliveriesOf(c.id)).map((d) => d.result).sort();
    expect(logged).toEqual(['ignored', 'malformed', 'malformed']);
  });

  it('413 for a body over 64 KB, before any signature is computed', async () => {
    const c = await connect('generic');
    const big = JSON.stringify({ ...JSON.parse(body()), padding: 'x'.repeat(70_000) });
    const res = await send(c.id, c.secret, big);
    expect(res).toMatchObject({ status: 413, body: { error: { code: 'too_large' } } });
    expect((await deliveriesOf(c.id))[0]).toMatchObject({ result: 'too_large', httpStatus: 413 });
  });

  it('202 and logged for an unmapped vehicle or place, nothing guessed', async () => {
    const c = await connect('generic');
    const at = Date.now() - 30 * MINUTE;
    const vehicle = await send(c.id, c.secret, genericBody('evt_uv', 'arrival', at, { vehicle: 'TRK-999' }));
    expect(vehicle).toMatchObject({ status: 202, body: { result: 'unmapped_vehicle' } });
    const place = await send(c.id, c.secret, genericBody('evt_up', 'arrival', at, { place: 'DC-999' }));
    expect(place).toMatchObject({ status: 202, body: { result: 'unmapped_place' } });
    expect(await eventsOf(c.fleet.companyId)).toEqual([]);
    const messages = (await deliveriesOf(c.id)).map((d) => d.errorMessage).sort();
    expect(messages).toEqual([
      'Place DC-999 is not mapped to a facility. Map it in Settings → Integrations.',
      'Vehicle TRK-999 is not mapped to a driver. Map it in Settings → Integrations.',
    ]);
  });

  it('410 once disconnected, 404 for an unknown integration', async () => {
    const c = await connect('generic');
    const off = await call(`/api/integrations/${c.id}/disconnect`, { cookie: c.fleet.admin.cookie, method: 'POST' });
    expect(off.status).toBe(200);
    const res = await send(c.id, c.secret, body());
    expect(res).toMatchObject({ status: 410, body: { error: { code: 'disconnected' } } });
    expect(await eventsOf(c.fleet.companyId)).toEqual([]);
    expect((await deliveriesOf(c.id))[0]).toMatchObject({ result: 'disconnected', httpStatus: 410 });
    expect((await send('int_nope', c.secret, body())).status).toBe(404);
  });
});
