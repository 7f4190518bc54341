import {
  createWebhookEndpointSchema,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_MESSAGES,
  webhookDeliveryQuerySchema,
  webhookUrlProblem,
} from '@dwell/core/schemas/webhooks';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { decodeCursor, encodeCursor } from '../../lib/api-keys/cursor.ts';
import { isLocalEnvironment } from '../../lib/email.ts';
import { ApiError, fieldError, notFound } from '../../lib/errors.ts';
import { integrationsKey } from '../../lib/integrations/key.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import {
  companyEndpoint,
  deleteEndpoint,
  deliveriesPage,
  deliveryWithEndpoint,
  insertEndpoint,
  listEndpoints,
  markReplayed,
  rotateEndpointSecret,
  toDeliveryView,
  toEndpointView,
} from './queries.ts';

/** Webhook endpoints are the company admin's, on a plan with API access (they are how programs hear of changes). */
const admin = guard({ access: ['carrier_admin'], subscription: true, feature: 'apiAccess' });

/** Settings → Webhooks: endpoints (secret shown once, rotation with an overlap) and the deliveries log with Replay. */
export const webhookRoutes = new Hono<AppEnv>()
  .get('/', admin, async (c) => {
    const rows = await listEndpoints(c.var.db, c.var.companyId);
    return c.json({ endpoints: rows.map(toEndpointView) });
  })
  /** 201 with the signing secret, once; 422 for a URL that is not HTTPS; 409 at the limit of endpoints. */
  .post('/', admin, validate('json', createWebhookEndpointSchema), async (c) => {
    const input = c.req.valid('json');
    const problem = webhookUrlProblem(input.url, isLocalEnvironment(c.env));
    if (problem) throw fieldError('url', problem, 422, 'url_invalid');
    const made = await insertEndpoint(
      c.var.db,
      { companyId: c.var.companyId, ...input },
      c.var.actor.userId,
      integrationsKey(c.env),
      MAX_WEBHOOK_ENDPOINTS,
    );
    if (!made) throw new ApiError(409, 'too_many_endpoints', WEBHOOK_MESSAGES.tooManyEndpoints);
    return c.json(
      { endpoint: toEndpointView(made.row), secret: made.secret, message: WEBHOOK_MESSAGES.secretShownOnce },
      201,
    );
  })
  /** Removes the endpoint and its deliveries log; queued deliveries to it are dropped by the consumer. */
  .delete('/:id', admin, async (c) => {
    if (!(await deleteEndpoint(c.var.db, c.var.companyId, c.req.param('id'))))
      throw notFound(WEBHOOK_MESSAGES.unknownEndpoint);
    return c.body(null, 204);
  })
  /** A new signing secret, shown once; the previous one keeps signing alongside for 24 hours. */
  .post('/:id/secret', admin, async (c) => {
    const endpoint = await companyEndpoint(c.var.db, c.var.companyId, c.req.param('id'));
    if (!endpoint) throw notFound(WEBHOOK_MESSAGES.unknownEndpoint);
    const rotated = await rotateEndpointSecret(c.var.db, endpoint, integrationsKey(c.env));
    if (!rotated) throw new ApiError(409, 'secret_changed', WEBHOOK_MESSAGES.secretChangedMeanwhile);
    return c.json({
      endpoint: toEndpointView(rotated.row),
      secret: rotated.secret,
      message: WEBHOOK_MESSAGES.secretRotated,
    });
  })
  /** The deliveries, newest first, `limit` a page; `nextCursor` continues with the same filters. */
  .get('/deliveries', admin, validate('query', webhookDeliveryQuerySchema), async (c) => {
    const { cursor, limit, ...filter } = c.req.valid('query');
    // Another company's endpoint reads as unknown, never as one with no deliveries.
    if (filter.endpointId && !(await companyEndpoint(c.var.db, c.var.companyId, filter.endpointId)))
      throw notFound(WEBHOOK_MESSAGES.unknownEndpoint);
    const after = cursor === undefined ? null : decodeCursor(cursor, filter);
    const rows = await deliveriesPage(c.var.db, c.var.companyId, filter, after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1)?.delivery;
    return c.json({
      deliveries: page.map((row) => toDeliveryView({ ...row.delivery, url: row.url })),
      nextCursor:
        rows.length > limit && last ? encodeCursor({ t: last.createdAt.getTime(), id: last.id }, filter) : null,
    });
  })
  /**
   * Sends a delivered or dead delivery again, with the same id and body (the receiver's idempotency key holds):
   * 202. 409 while it is still being attempted; two clicks at once queue it once.
   */
  .post('/deliveries/:deliveryId/replay', admin, async (c) => {
    const id = c.req.param('deliveryId');
    const row = await markReplayed(c.var.db, c.var.companyId, id);
    if (!row) {
      if (!(await deliveryWithEndpoint(c.var.db, id, c.var.companyId)))
        throw notFound(WEBHOOK_MESSAGES.unknownDelivery);
      throw new ApiError(409, 'not_replayable', WEBHOOK_MESSAGES.notReplayable);
    }
    await c.env.WEBHOOKS.send({ deliveryId: row.id, companyId: c.var.companyId });
    return c.json({ delivery: { id: row.id, status: row.status, replays: row.replays } }, 202);
  });
