import { openSecret } from '@dwell/core/integrations/secret-box';
import {
  createIntegrationSchema,
  INTEGRATION_MESSAGES,
  placeMappingSchema,
  rotateSecretSchema,
  secretProblem,
  vehicleMappingSchema,
} from '@dwell/core/schemas/integrations';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { findInDatabases } from '../../lib/company-db.ts';
import { appOrigin } from '../../lib/email.ts';
import { ApiError, fieldError, notFound } from '../../lib/errors.ts';
import { findCustomer, findFacility } from '../../lib/events/targets.ts';
import { integrationsKey } from '../../lib/integrations/key.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { companyUser } from '../events/queries/create.ts';
import { recentDeliveries } from './deliveries.ts';
import {
  companyIntegration,
  deleteMapping,
  disconnectIntegration,
  insertIntegration,
  insertPlaceMapping,
  insertVehicleMapping,
  listIntegrations,
  mappingsOf,
  newGenericSecret,
  rotateSecret,
  toIntegrationView,
  integrationIn,
} from './queries.ts';
import { type StopChange, stopChanged } from '../events/follow.ts';
import { receiveDelivery } from './receive.ts';
import { sampleRequest } from './samples.ts';

/** Connecting providers, mapping their ids and reading their deliveries are the company admin's. */
const admin = guard({ access: ['carrier_admin'], subscription: true });
/** A well-formed id that names nothing of the caller's company (never told apart from another company's). */
const unknown = (what: string, message: string) => new ApiError(400, `unknown_${what}`, message);
const ms = (d: Date | null) => d?.getTime() ?? null;

/** ELD/telematics integrations: the providers' webhook endpoint and the admin's Settings → Integrations. */
export const integrationRoutes = new Hono<AppEnv>()
  /**
   * POST /api/integrations/:id/webhook — called by the provider, never by a browser. The signature over the
   * raw body is the credential. 200/202 { result, deliveryId } for anything authenticated (accepted,
   * duplicate, held, ignored, unmapped, too short); 401 (Motive 403) bad signature or stale timestamp; 400
   * malformed; 413 over 64 KB; 404 unknown and 410 disconnected integration. Every answer is logged.
   */
  // Public: the signature over the body is the caller's credential.
  .post('/:id/webhook', guard({ access: 'public' }), async (c) => {
    const id = c.req.param('id');
    // The integration's company's database (lib/company-db.ts) serves the rest of the request.
    const held = await findInDatabases(c.env, (db) => integrationIn(db, id));
    if (held) c.set('db', held.db);
    const outcome = await receiveDelivery(c.env, c.var.db, id, c.req.raw);
    if (outcome.status >= 400) throw new ApiError(outcome.status as 400, outcome.result, outcome.message ?? '');
    // The live board and the free-time alerts follow an ELD stop as they follow one logged by hand.
    if (outcome.event && outcome.companyId) {
      const changes: StopChange[] = outcome.event.created ? ['created'] : [];
      if (outcome.event.status === 'completed') changes.push('checked_out');
      stopChanged(c, { ...outcome.event, companyId: outcome.companyId }, changes.length > 0 ? changes : ['retimed']);
    }
    return c.json(
      { result: outcome.result, deliveryId: outcome.deliveryId, eventId: outcome.event?.id ?? null },
      outcome.status,
    );
  })
  .get('/', admin, async (c) => {
    const rows = await listIntegrations(c.var.db, c.var.companyId);
    const origin = appOrigin(c);
    return c.json({ integrations: rows.map((r) => toIntegrationView(r.integration, origin, r.lastDeliveryAt)) });
  })
  .post('/', admin, validate('json', createIntegrationSchema), async (c) => {
    const key = integrationsKey(c.env);
    const { row, secret } = await insertIntegration(c.var.db, c.var.companyId, c.req.valid('json'), key);
    const integration = toIntegrationView(row, appOrigin(c));
    return c.json({ integration, secret, ...(secret ? { message: INTEGRATION_MESSAGES.secretShownOnce } : {}) }, 201);
  })
  .post('/:id/disconnect', admin, async (c) => {
    const { db, companyId } = c.var;
    const row = await disconnectIntegration(db, companyId, c.req.param('id'));
    if (row) return c.json({ integration: toIntegrationView(row, appOrigin(c)) });
    if (!(await companyIntegration(db, companyId, c.req.param('id'))))
      throw notFound(INTEGRATION_MESSAGES.unknownIntegration);
    throw new ApiError(409, 'already_disconnected', INTEGRATION_MESSAGES.alreadyDisconnected);
  })
  /**
   * A new secret (pasted for Samsara/Motive, made here for the generic format, shown once). The previous one
   * is accepted for 24 hours so deliveries keep arriving while the sender is updated. 409 when disconnected
   * or when another rotation landed between the read and the write; 422 for a secret the provider cannot use.
   */
  .post('/:id/secret', admin, validate('json', rotateSecretSchema), async (c) => {
    const { db, companyId } = c.var;
    const integration = await companyIntegration(db, companyId, c.req.param('id'));
    if (!integration) throw notFound(INTEGRATION_MESSAGES.unknownIntegration);
    if (integration.status !== 'connected') throw new ApiError(409, 'disconnected', INTEGRATION_MESSAGES.disconnected);
    const { secret: pasted } = c.req.valid('json');
    const problem = secretProblem(integration.provider, pasted);
    // Well-formed but wrong for this provider (the provider is stored, not sent): 422, with the field named.
    if (problem) throw fieldError('secret', problem, 422, 'secret_invalid');
    const secret = integration.provider === 'generic' ? newGenericSecret() : (pasted ?? '');
    const row = await rotateSecret(db, integration, secret, integrationsKey(c.env));
    if (!row) throw new ApiError(409, 'secret_changed', INTEGRATION_MESSAGES.secretChangedMeanwhile);
    return c.json({
      integration: toIntegrationView(row, appOrigin(c)),
      secret: integration.provider === 'generic' ? secret : null,
      message: INTEGRATION_MESSAGES.secretRotated,
    });
  })
  .get('/:id/mappings', admin, async (c) => {
    const integration = await companyIntegration(c.var.db, c.var.companyId, c.req.param('id'));
    if (!integration) throw notFound(INTEGRATION_MESSAGES.unknownIntegration);
    return c.json(await mappingsOf(c.var.db, c.var.companyId, integration.id));
  })
  .post('/:id/vehicles', admin, validate('json', vehicleMappingSchema), async (c) => {
    const { db, companyId } = c.var;
    const integration = await companyIntegration(db, companyId, c.req.param('id'));
    if (!integration) throw notFound(INTEGRATION_MESSAGES.unknownIntegration);
    const input = c.req.valid('json');
    if (!(await companyUser(db, companyId, input.driverId)))
      throw unknown('driver', INTEGRATION_MESSAGES.driverUnknown);
    const id = await insertVehicleMapping(db, { companyId, integrationId: integration.id, ...input });
    if (!id) throw new ApiError(409, 'mapping_exists', INTEGRATION_MESSAGES.mappingExists);
    return c.json({ mapping: { id, ...input } }, 201);
  })
  .post('/:id/places', admin, validate('json', placeMappingSchema), async (c) => {
    const { db, companyId } = c.var;
    const integration = await companyIntegration(db, companyId, c.req.param('id'));
    if (!integration) throw notFound(INTEGRATION_MESSAGES.unknownIntegration);
    const input = c.req.valid('json');
    if (!(await findFacility(db, companyId, input.facilityId)))
      throw unknown('facility', INTEGRATION_MESSAGES.facilityUnknown);
    if (!(await findCustomer(db, companyId, input.customerId)))
      throw unknown('customer', INTEGRATION_MESSAGES.customerUnknown);
    const id = await insertPlaceMapping(db, { companyId, integrationId: integration.id, ...input });
    if (!id) throw new ApiError(409, 'mapping_exists', INTEGRATION_MESSAGES.mappingExists);
    return c.json({ mapping: { id, ...input } }, 201);
  })
  .delete('/mappings/:kind{vehicles|places}/:mappingId', admin, async (c) => {
    const kind = c.req.param('kind') as 'vehicles' | 'places';
    if (!(await deleteMapping(c.var.db, c.var.companyId, kind, c.req.param('mappingId')))) {
      throw notFound(INTEGRATION_MESSAGES.mappingUnknown);
    }
    return c.body(null, 204);
  })
  .get('/:id/deliveries', admin, async (c) => {
    const integration = await companyIntegration(c.var.db, c.var.companyId, c.req.param('id'));
    if (!integration) throw notFound(INTEGRATION_MESSAGES.unknownIntegration);
    const rows = await recentDeliveries(c.var.db, c.var.companyId, integration.id);
    return c.json({
      deliveries: rows.map(({ claimKey: _, companyId: __, ...d }) => ({
        ...d,
        receivedAt: d.receivedAt.getTime(),
        occurredAt: ms(d.occurredAt),
        enteredAt: ms(d.enteredAt),
      })),
    });
  })
  /**
   * The test button: a sample entry in the provider's shape, signed with the stored secret, through the same
   * checks as a real delivery; logged as a test and never applied to events. Answers what the endpoint would.
   */
  .post('/:id/test', admin, async (c) => {
    const { db, companyId } = c.var;
    const integration = await companyIntegration(db, companyId, c.req.param('id'));
    if (!integration) throw notFound(INTEGRATION_MESSAGES.unknownIntegration);
    const secret = await openSecret(integrationsKey(c.env), integration.secretCiphertext);
    const mapped = await mappingsOf(db, companyId, integration.id);
    const ids = {
      vehicleId: mapped.vehicles[0]?.vendorVehicleId ?? 'dwell-test-vehicle',
      placeId: mapped.places[0]?.vendorPlaceId ?? 'dwell-test-place',
    };
    const url = toIntegrationView(integration, appOrigin(c)).endpointUrl;
    const outcome = await receiveDelivery(
      c.env,
      db,
      integration.id,
      await sampleRequest(url, integration.provider, secret, ids),
      true,
    );
    return c.json({
      status: outcome.status,
      result: outcome.result,
      message: outcome.message ?? null,
      deliveryId: outcome.deliveryId ?? null,
    });
  });
