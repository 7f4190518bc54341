/**
 * Geofence bodies shaped as each vendor documents them: Samsara
 * https://developers.samsara.com/docs/geofenceexit (GeofenceEntry has the same envelope), Motive's
 * `vehicle_geofence_event` company webhook (https://developer.gomotive.com/reference/company-webhooks-overview),
 * and the generic Dwell format.
 */
import { describe, expect, it } from 'vitest';
import { parseDelivery } from './payloads.ts';

const samsara = (eventType: string, vehicle: Record<string, unknown> = { id: '281474991565165', vin: '1GB' }) =>
  JSON.stringify({
    eventId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    eventTime: '2026-01-01T08:58:30.000Z',
    eventType,
    orgId: 20936,
    webhookId: '1411751028848270',
    data: {
      address: {
        id: '494123',
        name: 'Acme DC Atlanta',
        geofence: { circle: { latitude: 33.7489954, longitude: -84.3879824, radiusMeters: 300 } },
      },
      vehicle,
    },
  });

describe('parseDelivery', () => {
  it('reads a Samsara GeofenceEntry and GeofenceExit, with vin or vehicleVin, the geofence centre as position', () => {
    expect(parseDelivery('samsara', samsara('GeofenceEntry'))).toEqual({
      type: 'geofence',
      event: {
        vendorEventId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        kind: 'entry',
        vehicleId: '281474991565165',
        placeId: '494123',
        at: Date.parse('2026-01-01T08:58:30.000Z'),
        enteredAt: null,
        position: { lat: 33.7489954, lng: -84.3879824, accuracyM: 300 },
      },
    });
    const exit = parseDelivery('samsara', samsara('GeofenceExit', { id: '281474991565165', vehicleVin: 'X' }));
    expect(exit).toMatchObject({ type: 'geofence', event: { kind: 'exit', vehicleId: '281474991565165' } });
  });

  it('ignores other Samsara event types and refuses a geofence event without its vehicle', () => {
    expect(parseDelivery('samsara', JSON.stringify({ eventId: 'e1', eventType: 'Ping' }))).toEqual({
      type: 'ignored',
      reason: 'event type Ping',
      vendorEventId: 'e1',
    });
    const broken = JSON.parse(samsara('GeofenceEntry'));
    delete broken.data.vehicle;
    expect(parseDelivery('samsara', JSON.stringify(broken))).toMatchObject({ type: 'malformed' });
  });

  it('reads a Motive exit alone as a whole visit (start_time + duration) and keys it with its event type', () => {
    const body = {
      action: 'vehicle_geofence_event',
      id: 987654321,
      event_type: 'geofence_exit',
      geofence_id: 2892257,
      start_time: '2026-01-01T08:58:30Z',
      end_time: null,
      duration: 7200,
      vehicle: { id: 12345, number: 'Truck 104' },
    };
    expect(parseDelivery('motive', JSON.stringify(body))).toEqual({
      type: 'geofence',
      event: {
        vendorEventId: '987654321:geofence_exit',
        kind: 'exit',
        vehicleId: '12345',
        placeId: '2892257',
        at: Date.parse('2026-01-01T10:58:30Z'),
        enteredAt: Date.parse('2026-01-01T08:58:30Z'),
        position: null,
      },
    });
    expect(parseDelivery('motive', '["fault_code_closed"]')).toMatchObject({ type: 'ignored', reason: 'handshake' });
    expect(parseDelivery('motive', JSON.stringify({ ...body, action: 'asset_geofence_event' }))).toMatchObject({
      type: 'ignored',
    });
  });

  it('reads the generic format and refuses a bad type, time or missing vehicle as malformed', () => {
    const body = {
      id: 'evt_1',
      type: 'arrival',
      occurred_at: '2026-01-01T08:58:30Z',
      vehicle: { id: 'TRK-104' },
      place: { id: 'DC-ATL-3' },
      position: { lat: 33.7, lng: -84.3, accuracy_m: 8 },
    };
    expect(parseDelivery('generic', JSON.stringify(body))).toMatchObject({
      type: 'geofence',
      event: { kind: 'entry', vehicleId: 'TRK-104', placeId: 'DC-ATL-3', position: { accuracyM: 8 } },
    });
    expect(parseDelivery('generic', JSON.stringify({ ...body, occurred_at: 'yesterday' }))).toMatchObject({
      type: 'malformed',
    });
    expect(parseDelivery('generic', JSON.stringify({ ...body, vehicle: undefined }))).toMatchObject({
      type: 'malformed',
    });
    expect(parseDelivery('generic', '{"id":')).toEqual({ type: 'malformed', message: 'The body is not valid JSON.' });
    expect(parseDelivery('generic', JSON.stringify({ ...body, type: 'ping' }))).toMatchObject({ type: 'ignored' });
  });
});
