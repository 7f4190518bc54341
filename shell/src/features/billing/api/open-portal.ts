import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/billing/portal: the billing portal's address for this company. */
export const openPortal = () => call(api.api.billing.portal.$post());
