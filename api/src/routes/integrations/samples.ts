/**
 * The test button's delivery: a sample geofence entry in the provider's own body shape, signed with the
 * integration's stored secret by the provider's scheme, so it takes the real verification path.
 */
import { newId } from '@dwell/core/ids';
import type { IntegrationProvider } from '@dwell/core/integrations/constants';
import { signGeneric, signMotive, signSamsara } from '@dwell/core/integrations/signatures';

function body(provider: IntegrationProvider, at: Date, ids: { vehicleId: string; placeId: string }): string {
  const eventId = newId('test');
  if (provider === 'samsara') {
    return JSON.stringify({
      eventId,
      eventTime: at.toISOString(),
      eventType: 'GeofenceEntry',
      data: {
        address: { id: ids.placeId, name: 'Dwell test place' },
        vehicle: { id: ids.vehicleId, name: 'Dwell test' },
      },
    });
  }
  if (provider === 'motive') {
    return JSON.stringify({
      action: 'vehicle_geofence_event',
      id: eventId,
      event_type: 'geofence_entry',
      geofence_id: ids.placeId,
      start_time: at.toISOString(),
      end_time: null,
      duration: null,
      vehicle: { id: ids.vehicleId, number: 'Dwell test' },
    });
  }
  return JSON.stringify({
    id: eventId,
    type: 'arrival',
    occurred_at: at.toISOString(),
    vehicle: { id: ids.vehicleId },
    place: { id: ids.placeId },
  });
}

/** A signed sample request to the integration's endpoint URL. */
export async function sampleRequest(
  url: string,
  provider: IntegrationProvider,
  secret: string,
  ids: { vehicleId: string; placeId: string },
): Promise<Request> {
  const now = new Date();
  const text = body(provider, now, ids);
  const bytes = new TextEncoder().encode(text);
  const seconds = Math.floor(now.getTime() / 1000);
  const headers = new Headers({ 'content-type': 'application/json' });
  if (provider === 'samsara') {
    headers.set('x-samsara-timestamp', String(seconds));
    headers.set('x-samsara-signature', (await signSamsara(bytes, secret, seconds)) ?? '');
  } else if (provider === 'motive') {
    headers.set('x-kt-webhook-signature', await signMotive(bytes, secret));
  } else {
    headers.set('dwell-signature', await signGeneric(bytes, secret, seconds));
  }
  return new Request(url, { method: 'POST', headers, body: text });
}
