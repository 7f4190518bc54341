import { api, call } from '@dwell/ui/lib/api-client.ts';

/** GET /api/billing/debug: what the API knows of the subscription, for /debug-subscription. */
export const fetchDebug = () => call(api.api.billing.debug.$get());
