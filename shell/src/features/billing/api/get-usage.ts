import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions } from '@tanstack/react-query';

/** Events and documents used against the tier's limits. */
export type UsageView = Answer<typeof api.api.billing.usage.$get>;

/** GET /api/billing/usage */
export const fetchUsage = () => call(api.api.billing.usage.$get());

export const usageQuery = () => queryOptions({ queryKey: ['billing', 'usage'], queryFn: fetchUsage });
