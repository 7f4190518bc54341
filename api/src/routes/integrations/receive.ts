/**
 * One delivery to an integration's endpoint, in the order that keeps every refusal free of writes to events:
 * integration connected → size → signature (and its timestamp) → JSON → event type → claim of the vendor
 * event id → mappings → apply. Every branch leaves a row in the deliveries log.
 */
import { WEBHOOK_MAX_BYTES } from '@dwell/core/integrations/constants';
import { parseDelivery } from '@dwell/core/integrations/payloads';
import { openSecret } from '@dwell/core/integrations/secret-box';
import { type SignatureVerdict, verifyGeneric, verifyMotive, verifySamsara } from '@dwell/core/integrations/signatures';
import { INTEGRATION_MESSAGES } from '@dwell/core/schemas/integrations';
import { eq } from 'drizzle-orm';
import { dbFor } from '../../lib/db.ts';
import type { Db, Env } from '../../env.ts';
import { integrationsKey } from '../../lib/integrations/key.ts';
import { type Integration, integrations } from '../../lib/schema.ts';
import { readCapped } from '../../middleware/json-limits.ts';
import { type Applied, applyGeofence } from './apply.ts';
import { claimDelivery, logDelivery, releaseClaim, settleDelivery } from './deliveries.ts';

/** What the endpoint answers (and the test button shows): the log's result, its status and the stop touched. */
export interface Outcome {
  status: 200 | 202 | 400 | 401 | 403 | 404 | 410 | 413;
  result: string;
  message?: string;
  deliveryId?: string;
  event?: Applied['event'];
  /** The integration's company, when a stop of it changed. */
  companyId?: string;
}

function verify(
  integration: Integration,
  secret: string,
  body: Uint8Array,
  headers: Headers,
): Promise<SignatureVerdict> {
  const now = Date.now();
  if (integration.provider === 'samsara') {
    const signature = headers.get('x-samsara-signature');
    return verifySamsara(body, { signature, timestamp: headers.get('x-samsara-timestamp') }, secret, now);
  }
  if (integration.provider === 'motive')
    return verifyMotive(body, { signature: headers.get('x-kt-webhook-signature') }, secret);
  return verifyGeneric(body, { signature: headers.get('dwell-signature') }, secret, now);
}

/**
 * The current secret's verdict; a signature that does not match it is tried against the previous secret while
 * that is in its grace period after a rotation (a missing signature or a stale timestamp is final either way).
 */
async function verifyEither(key: string, integration: Integration, body: Uint8Array, headers: Headers) {
  const current = await verify(integration, await openSecret(key, integration.secretCiphertext), body, headers);
  const previous = integration.previousSecretCiphertext;
  if (current.ok || current.problem !== 'invalid' || !previous) return current;
  if ((integration.previousSecretUntil?.getTime() ?? 0) <= Date.now()) return current;
  return verify(integration, await openSecret(key, previous), body, headers);
}

const SIGNATURE_TEXT = {
  missing: INTEGRATION_MESSAGES.signatureMissing,
  invalid: INTEGRATION_MESSAGES.signatureInvalid,
  replay: INTEGRATION_MESSAGES.signatureReplay,
} as const;

/** Logs a delivery that claims nothing and returns its outcome. */
async function logged(db: Db, integration: Integration, outcome: Outcome, test: boolean): Promise<Outcome> {
  const deliveryId = await logDelivery(db, integration, {
    result: outcome.result,
    httpStatus: outcome.status,
    errorMessage: outcome.message ?? null,
    test,
  });
  return { ...outcome, deliveryId };
}

/**
 * Receives a request for integration `id`. `test`: sent by the Integrations screen through the same checks,
 * logged as a test and never applied to events.
 */
export async function receiveDelivery(env: Env, db: Db, id: string, request: Request, test = false): Promise<Outcome> {
  const [integration] = await db.select().from(integrations).where(eq(integrations.id, id));
  if (!integration)
    return { status: 404, result: 'unknown_integration', message: INTEGRATION_MESSAGES.unknownIntegration };
  if (integration.status !== 'connected') {
    return logged(
      db,
      integration,
      { status: 410, result: 'disconnected', message: INTEGRATION_MESSAGES.disconnected },
      test,
    );
  }
  const body = request.body ? await readCapped(request, WEBHOOK_MAX_BYTES) : new Uint8Array();
  if (body === null) {
    return logged(
      db,
      integration,
      { status: 413, result: 'too_large', message: INTEGRATION_MESSAGES.bodyTooLarge },
      test,
    );
  }
  const verdict = await verifyEither(integrationsKey(env), integration, body, request.headers);
  if (!verdict.ok) {
    // Motive's documentation asks for 403 on a signature mismatch; the others get 401.
    const status = integration.provider === 'motive' && verdict.problem !== 'replay' ? 403 : 401;
    const result = verdict.problem === 'replay' ? 'replay' : 'bad_signature';
    return logged(db, integration, { status, result, message: SIGNATURE_TEXT[verdict.problem] }, test);
  }
  const parsed = parseDelivery(integration.provider, new TextDecoder().decode(body));
  if (parsed.type === 'malformed')
    return logged(db, integration, { status: 400, result: 'malformed', message: parsed.message }, test);
  if (parsed.type === 'ignored') {
    return logged(db, integration, { status: 202, result: 'ignored', message: `Ignored: ${parsed.reason}.` }, test);
  }
  const e = parsed.event;
  const fields = {
    vendorEventId: e.vendorEventId,
    kind: e.kind,
    vendorVehicleId: e.vehicleId,
    vendorPlaceId: e.placeId,
    occurredAt: new Date(e.at),
    enteredAt: e.enteredAt === null ? null : new Date(e.enteredAt),
    lat: e.position?.lat ?? null,
    lng: e.position?.lng ?? null,
    accuracyM: e.position?.accuracyM ?? null,
  };
  if (test) {
    const deliveryId = await logDelivery(db, integration, { ...fields, result: 'test_ok', httpStatus: 200, test });
    return { status: 200, result: 'test_ok', deliveryId };
  }
  const deliveryId = await claimDelivery(db, integration, { ...fields, result: 'processing', httpStatus: 200 });
  if (!deliveryId) {
    const duplicate = await logDelivery(db, integration, { ...fields, result: 'duplicate', httpStatus: 200 });
    return { status: 200, result: 'duplicate', deliveryId: duplicate };
  }
  try {
    const applied = await applyGeofence(db, dbFor(env), integration, e, deliveryId);
    await settleDelivery(db, deliveryId, {
      result: applied.result,
      httpStatus: applied.status,
      errorMessage: applied.message ?? null,
      ...(applied.event && applied.event.status !== 'deleted' ? { eventId: applied.event.id } : {}),
    });
    return { ...applied, deliveryId, companyId: integration.companyId };
  } catch (error) {
    // Not applied: give the event id back so the vendor's retry is applied rather than taken as a duplicate.
    await releaseClaim(db, deliveryId);
    throw error;
  }
}
