import { api, call } from '@dwell/ui/lib/api-client.ts';

/** GET /api/billing/checkout/:sessionId: whether the payment of a checkout went through. */
export const fetchCheckoutSession = (sessionId: string) =>
  call(api.api.billing.checkout[':sessionId'].$get({ param: { sessionId } }));
