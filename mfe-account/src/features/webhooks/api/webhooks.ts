import type { CreateWebhookEndpointInput, WebhookDeliveryStatus } from '@dwell/core/schemas/webhooks';
import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';

const hooks = api.api.webhooks;

export type EndpointView = Answer<typeof hooks.$get>['endpoints'][number];
export type DeliveryView = Answer<typeof hooks.deliveries.$get>['deliveries'][number];

/** The key the route's preload (routes.ts reads) caches GET /api/webhooks under, answer as it is. */
export const WEBHOOKS_KEY = ['account', 'webhooks'] as const;
export const DELIVERIES_KEY = ['account', 'webhook-deliveries'] as const;

/** GET /api/webhooks: the company's endpoints (never a secret). */
export const fetchEndpoints = () => call(hooks.$get());

/** POST /api/webhooks: a new endpoint; its signing secret is in the answer, once. */
export const createEndpoint = (json: CreateWebhookEndpointInput) => call(hooks.$post({ json }));

/** DELETE /api/webhooks/:id. */
export const removeEndpoint = (id: string) => call(hooks[':id'].$delete({ param: { id } }));

/** POST /api/webhooks/:id/secret: a new signing secret, shown once; the old one signs too for 24 hours. */
export const rotateEndpointSecret = (id: string) => call(hooks[':id'].secret.$post({ param: { id } }));

/** GET /api/webhooks/deliveries: a page of deliveries, newest first. */
export const fetchDeliveries = (query: { status?: WebhookDeliveryStatus | undefined; cursor?: string | undefined }) =>
  call(
    hooks.deliveries.$get({
      query: { ...(query.status ? { status: query.status } : {}), ...(query.cursor ? { cursor: query.cursor } : {}) },
    }),
  );

/** POST /api/webhooks/deliveries/:deliveryId/replay: sends it again with the same id and body. */
export const replayDelivery = (deliveryId: string) =>
  call(hooks.deliveries[':deliveryId'].replay.$post({ param: { deliveryId } }));
