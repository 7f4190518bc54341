import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions } from '@tanstack/react-query';

/** The company's subscription as GET /api/billing/subscription describes it. */
export type SubscriptionView = Answer<typeof api.api.billing.subscription.$get>;

export const fetchSubscription = () => call(api.api.billing.subscription.$get());

export const subscriptionQuery = () =>
  queryOptions({ queryKey: ['billing', 'subscription'], queryFn: fetchSubscription });
