import { createHmac } from 'node:crypto';
import { DEMO_INTEGRATION } from '../../db/seed/write/integrations.ts';
import { BASE_URL } from './browser.ts';

/**
 * Sends an arrival or departure to the demo fleet's generic ELD integration as a provider's server would:
 * the generic Dwell format, signed with HMAC-SHA256 over `<t>.<body>` (node:crypto, not the app's signer).
 */
export async function sendDemoDelivery(id: string, type: 'arrival' | 'departure', at: number) {
  const body = JSON.stringify({
    id,
    type,
    occurred_at: new Date(at).toISOString(),
    vehicle: { id: DEMO_INTEGRATION.vehicleId, name: 'Truck 104' },
    place: { id: DEMO_INTEGRATION.placeId, name: 'Dock gate' },
    position: { lat: 41.85, lng: -87.65, accuracy_m: 9 },
  });
  const t = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', DEMO_INTEGRATION.secret).update(`${t}.${body}`).digest('hex');
  const res = await fetch(`${BASE_URL}/api/integrations/${DEMO_INTEGRATION.id}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'dwell-signature': `t=${t},v1=${signature}` },
    body,
  });
  return { status: res.status, body: (await res.json()) as { result: string; eventId: string | null } };
}
