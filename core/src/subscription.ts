import type { Tier } from './tiers.ts';

/** Raw subscription statuses of the payment provider (docs/product.md#subscription-states). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'canceled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type StatusGroup = 'active' | 'issue' | 'free';

/** active and trialing map to 'active', the other five provider statuses to 'issue', anything else to 'free'. */
export function statusGroup(status: string | null | undefined): StatusGroup {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status && (SUBSCRIPTION_STATUSES as readonly string[]).includes(status)) return 'issue';
  return 'free';
}

/** Tier of docs/product.md#subscription-states: no user gives invalid; active gives premium; issue gives expired; otherwise free. */
export function tierFor(hasUser: boolean, status: string | null | undefined): Tier {
  if (!hasUser) return 'invalid';
  const group = statusGroup(status);
  if (group === 'active') return 'premium';
  if (group === 'issue') return 'expired';
  return 'free';
}

/** hasAccess is true only for an active or trialing status. */
export function hasAccess(status: string | null | undefined): boolean {
  return statusGroup(status) === 'active';
}

/** past_due and canceled are sent to /billing by the guard (docs/product.md#access-guard step 4). */
export function needsAttention(status: string | null | undefined): boolean {
  return status === 'past_due' || status === 'canceled';
}

/**
 * Whether the company may still start its free trial: it never had a subscription, which is what a session
 * without any subscription status means (a declined card creates none). The API enforces the same rule when
 * checkout asks for the trial.
 */
export function canStartTrial(status: string | null | undefined): boolean {
  return status === null || status === undefined;
}
