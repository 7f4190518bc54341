import { BILLING_PERIOD, fill } from '@dwell/core/messages';
import type { BillingSubscription } from '@dwell/core/schemas/billing';

/**
 * What the billing page says about the period: renewal only while the subscription is in good standing;
 * a failed payment says access is paused (the guard has locked the app) instead of promising a renewal.
 */
export function periodLine(
  sub: Pick<BillingSubscription, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
  formatDate: (seconds: number | null) => string,
): string | null {
  const date = formatDate(sub.currentPeriodEnd);
  if (sub.status === 'canceled' || sub.cancelAtPeriodEnd) return fill(BILLING_PERIOD.ends, { date });
  if (sub.status === 'active' || sub.status === 'trialing') return fill(BILLING_PERIOD.renews, { date });
  if (sub.status === 'past_due' || sub.status === 'unpaid') return BILLING_PERIOD.paymentFailed;
  if (sub.status === 'incomplete' || sub.status === 'incomplete_expired') return BILLING_PERIOD.incomplete;
  return null;
}
