/**
 * Samsara and Motive deliveries shaped and signed as each vendor documents them.
 * Samsara: GeofenceEntry/GeofenceExit envelope, https://developers.samsara.com/docs/geofenceexit; signature
 * `X-Samsara-Signature: v1=<hex>` over `v1:<X-Samsara-Timestamp>:<body>` with the base64-decoded secret,
 * https://developers.samsara.com/docs/webhooks#webhook-signatures.
 * Motive: `X-KT-Webhook-Signature` = hex HMAC-SHA1 of the body, 403 on mismatch,
 * https://developer.gomotive.com/reference/company-webhooks-overview; action `vehicle_geofence_event`.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  connect,
  deliver,
  deliveriesOf,
  eventsOf,
  MOTIVE_SECRET,
  SAMSARA_SECRET,
  signedHeaders,
} from '../../../test/fixtures/integrations.ts';

const MINUTE = 60_000;

function samsaraBody(eventId: string, eventType: string, at: number, addressId = 'DC-1') {
  return JSON.stringify({
    eventId,
    eventTime: new Date(at).toISOString(),
    eventType,
    orgId: 20936,
    webhookId: '1411751028848270',
    data: {
      address: {
        id: addressId,
        name: 'Acme DC Atlanta',
        formattedAddress: '1 Peachtree St NE, Atlanta, GA',
        geofence: { circle: { latitude: 33.7489954, longitude: -84.3879824, radiusMeters: 300 } },
      },
      vehicle: { id: 'TRK-104', name: 'Truck 104', externalIds: { maintenanceId: '250020' } },
    },
  });
}

const samsara = (id: string, body: string, at?: number) =>
  deliver(id, body, signedHeaders('samsara', SAMSARA_SECRET, body, at));

describe('Samsara GeofenceEntry / GeofenceExit', () => {
  it('entry opens a stop (geofence centre kept as the position), exit checks it out, a retry is a duplicate', async () => {
    const c = await connect('samsara');
    const arrived = Date.now() - 200 * MINUTE;
    const entry = samsaraBody('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'GeofenceEntry', arrived);
    expect((await samsara(c.id, entry)).status).toBe(200);
    expect(await eventsOf(c.fleet.companyId)).toMatchObject([
      { status: 'active', checkInSource: 'eld', checkInLat: 33.7489954, checkInAccuracyM: 300 },
    ]);
    const retry = await samsara(c.id, entry);
    expect(await retry.json()).toMatchObject({ result: 'duplicate' });
    const left = Date.now() - 20 * MINUTE;
    const exit = await samsara(c.id, samsaraBody('9a8b7c6d-0000-4000-8000-000000000001', 'GeofenceExit', left));
    expect(exit.status).toBe(200);
    const events = await eventsOf(c.fleet.companyId);
    expect(events).toMatchObject([{ status: 'completed', checkOutTime: new Date(left), checkOutSource: 'eld' }]);
  });

  it('refuses a signature keyed with the undecoded secret, a missing prefix and a stale timestamp', async () => {
    const c = await connect('samsara');
    const body = samsaraBody('e-1', 'GeofenceEntry', Date.now() - 30 * MINUTE);
    const at = Math.floor(Date.now() / 1000);
    const undecoded = createHmac('sha256', SAMSARA_SECRET).update(`v1:${at}:${body}`).digest('hex');
    const wrongKey = await deliver(c.id, body, {
      'x-samsara-timestamp': String(at),
      'x-samsara-signature': `v1=${undecoded}`,
    });
    expect(wrongKey.status).toBe(401);
    const signed = signedHeaders('samsara', SAMSARA_SECRET, body, at);
    const noPrefix = { ...signed, 'x-samsara-signature': signed['x-samsara-signature']?.slice(3) ?? '' };
    expect((await deliver(c.id, body, noPrefix)).status).toBe(401);
    const stale = await samsara(c.id, body, at - 400);
    expect(stale.status).toBe(401);
    expect(await eventsOf(c.fleet.companyId)).toEqual([]);
    expect((await deliveriesOf(c.id)).map((d) => d.result).sort()).toEqual([
      'bad_signature',
      'bad_signature',
      'replay',
    ]);
  });

  it('logs an unmapped address and ignores other event types', async () => {
    const c = await connect('samsara');
    const unmapped = await samsara(c.id, samsaraBody('e-2', 'GeofenceEntry', Date.now() - 30 * MINUTE, '494123'));
    expect(unmapped.status).toBe(202);
    const ping = await samsara(
      c.id,
      JSON.stringify({ eventId: 'e-3', eventTime: new Date().toISOString(), eventType: 'Ping' }),
    );
    expect(await ping.json()).toMatchObject({ result: 'ignored' });
    expect(await eventsOf(c.fleet.companyId)).toEqual([]);
    expect((await deliveriesOf(c.id)).map((d) => [d.result, d.vendorPlaceId]).sort()).toEqual([
      ['ignored', null],
      ['unmapped_place', '494123'],
    ]);
  });
});

function motiveBody(id: number, type: 'geofence_entry' | 'geofence_exit', start: number, duration: number | null) {
  return JSON.stringify({
    action: 'vehicle_geofence_event',
    id,
    event_type: type,
    geofence_id: 2892257,
    start_time: new Date(start).toISOString(),
    end_time: null,
    duration,
    vehicle: { id: 12345, number: 'Truck 104' },
  });
}

const motive = (id: string, body: string) => deliver(id, body, signedHeaders('motive', MOTIVE_SECRET, body));

describe('Motive vehicle_geofence_event', () => {
  it('a lone exit with start_time and duration is a whole visit; its late entry is not a second stop', async () => {
    const c = await connect('motive', { vehicleId: '12345', placeId: '2892257' });
    const start = Date.now() - 240 * MINUTE;
    const exit = await motive(c.id, motiveBody(987654321, 'geofence_exit', start, 3 * 3600));
    expect(exit.status).toBe(200);
    expect(await eventsOf(c.fleet.companyId)).toMatchObject([
      {
        status: 'completed',
        checkInTime: new Date(start),
        checkOutTime: new Date(start + 3 * 3_600_000),
        checkInSource: 'eld',
        checkOutSource: 'eld',
        pricedCents: 7500,
      },
    ]);
    // The same id with the other event type is another event, not a duplicate, but the same visit.
    const entry = await motive(c.id, motiveBody(987654321, 'geofence_entry', start, null));
    expect(await entry.json()).toMatchObject({ result: 'duplicate_visit' });
    expect(await eventsOf(c.fleet.companyId)).toHaveLength(1);
  });

  it('answers 403 to a bad signature and 202 to the activation handshake, writing no stop', async () => {
    const c = await connect('motive', { vehicleId: '12345', placeId: '2892257' });
    const body = motiveBody(1, 'geofence_exit', Date.now() - 60 * MINUTE, 3600);
    const bad = await deliver(c.id, body, { 'x-kt-webhook-signature': '7395d181ea84dc0dd2b2b62a00fc2c8a1f54d010' });
    expect(bad.status).toBe(403);
    expect((await deliver(c.id, body, {})).status).toBe(403);
    const handshake = await motive(c.id, '["vehicle_geofence_event"]');
    expect(handshake.status).toBe(202);
    expect(await eventsOf(c.fleet.companyId)).toEqual([]);
    expect((await deliveriesOf(c.id)).map((d) => d.result).sort()).toEqual([
      'bad_signature',
      'bad_signature',
      'ignored',
    ]);
  });

  it('takes a replayed old delivery (no timestamp to check) as a duplicate, and drops a visit below the minimum', async () => {
    const c = await connect('motive', { vehicleId: '12345', placeId: '2892257', minVisitMinutes: 5 });
    const body = motiveBody(42, 'geofence_exit', Date.now() - 300 * MINUTE, 3600);
    expect((await motive(c.id, body)).status).toBe(200);
    expect(await (await motive(c.id, body)).json()).toMatchObject({ result: 'duplicate' });
    const blip = await motive(c.id, motiveBody(43, 'geofence_exit', Date.now() - 60 * MINUTE, 90));
    expect(await blip.json()).toMatchObject({ result: 'too_short' });
    expect(await eventsOf(c.fleet.companyId)).toHaveLength(1);
  });
});
