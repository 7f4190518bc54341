import { api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/billing/subscription: the company's subscription as the billing page shows it. */
export const fetchSubscription = () => call(api.api.billing.subscription.$get());

export const subscriptionQuery = () =>
  queryOptions({ queryKey: ['billing', 'subscription'], queryFn: fetchSubscription });
