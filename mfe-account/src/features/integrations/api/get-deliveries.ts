import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';

const one = api.api.integrations[':id'];

export type Delivery = Answer<(typeof one.deliveries)['$get']>['deliveries'][number];

/** GET /api/integrations/:id/deliveries: the newest deliveries with their result, refused ones included. */
export const fetchDeliveries = async (id: string) => (await call(one.deliveries.$get({ param: { id } }))).deliveries;
