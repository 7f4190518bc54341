import { api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/billing/usage: events and documents used against the tier's limits. */
export const fetchUsage = () => call(api.api.billing.usage.$get());

export const usageQuery = () => queryOptions({ queryKey: ['billing', 'usage'], queryFn: fetchUsage });
