import { api, unwrap } from '@dwell/ui/lib/api-client.ts';
import type { InferResponseType } from 'hono/client';

/** The company's subscription as GET /api/billing/subscription describes it (SPEC §7.3). */
export type SubscriptionView = InferResponseType<typeof api.api.billing.subscription.$get, 200>;

export const fetchSubscription = () => unwrap<SubscriptionView>(api.api.billing.subscription.$get());

export const fetchCheckoutSession = (sessionId: string) =>
  unwrap<InferResponseType<(typeof api.api.billing.checkout)[':sessionId']['$get'], 200>>(
    api.api.billing.checkout[':sessionId'].$get({ param: { sessionId } }),
  );

export const openPortal = () => unwrap<{ url: string }>(api.api.billing.portal.$post());

export const fetchDebug = () => unwrap<Record<string, unknown>>(api.api.billing.debug.$get());

export type UsageView = InferResponseType<typeof api.api.billing.usage.$get, 200>;

export const fetchUsage = () => unwrap<UsageView>(api.api.billing.usage.$get());
