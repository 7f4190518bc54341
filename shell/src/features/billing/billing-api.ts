import { unwrap } from '@dwell/ui/lib/api-client.ts';

/** The company's subscription as GET /api/billing/subscription describes it (SPEC §7.3). */
export interface SubscriptionView {
  subscription: {
    id: string;
    status: string;
    priceId: string | null;
    currentPeriodEnd: number | null;
    cancelAtPeriodEnd: boolean;
    trialEnd: number | null;
  } | null;
  status: string | null;
  group: 'active' | 'issue' | 'free';
  tier: string;
  hasAccess: boolean;
}

export const fetchSubscription = () => unwrap<SubscriptionView>(fetch('/api/billing/subscription'));

export const fetchCheckoutSession = (id: string) =>
  unwrap<{ status: 'open' | 'complete' | 'expired'; subscriptionStatus: string | null }>(
    fetch(`/api/billing/checkout/${encodeURIComponent(id)}`),
  );

export const openPortal = () =>
  unwrap<{ url: string }>(
    fetch('/api/billing/portal', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
  );

export const fetchDebug = () => unwrap<Record<string, unknown>>(fetch('/api/billing/debug'));
