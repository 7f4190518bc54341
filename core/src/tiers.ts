import { USAGE_REACHED_PERCENT, USAGE_WARNING_PERCENT } from './constants.ts';
import { UPGRADE } from './messages.ts';

/** Feature flags of docs/product.md#data 'Feature set per tier'. */
export const FEATURES = [
  'createEvents',
  'viewOwnEvents',
  'basicReports',
  'advancedReports',
  'documentStorage',
  'apiAccess',
  'prioritySupport',
  'adminPanel',
  'userManagement',
  'customIntegrations',
  'whiteLabeling',
] as const;
export type Feature = (typeof FEATURES)[number];
export type Limit = 'maxEvents' | 'maxDocuments' | 'maxUsers';
export type Tier = 'free' | 'premium' | 'enterprise' | 'expired' | 'invalid';

export interface TierDefinition {
  features: readonly Feature[];
  /** null means unlimited. */
  limits: Record<Limit, number | null>;
}

const FREE_FEATURES: readonly Feature[] = ['createEvents', 'viewOwnEvents', 'basicReports'];
const PREMIUM_FEATURES: readonly Feature[] = [
  ...FREE_FEATURES,
  'advancedReports',
  'documentStorage',
  'apiAccess',
  'prioritySupport',
];

/** The tier table of docs/product.md#tiers-and-limits: the only source of gates and limits for the API and the screens. */
export const TIERS: Record<Tier, TierDefinition> = {
  free: { features: FREE_FEATURES, limits: { maxEvents: 5, maxDocuments: 10, maxUsers: 1 } },
  premium: { features: PREMIUM_FEATURES, limits: { maxEvents: 100, maxDocuments: 500, maxUsers: 10 } },
  enterprise: { features: FEATURES, limits: { maxEvents: null, maxDocuments: null, maxUsers: null } },
  expired: { features: ['viewOwnEvents'], limits: { maxEvents: 0, maxDocuments: 0, maxUsers: 1 } },
  invalid: { features: [], limits: { maxEvents: 0, maxDocuments: 0, maxUsers: 0 } },
};

const ENTERPRISE_ONLY: readonly Feature[] = ['adminPanel', 'userManagement', 'customIntegrations', 'whiteLabeling'];

/** Whether a tier includes a feature. */
export function hasFeature(tier: Tier, feature: Feature): boolean {
  return TIERS[tier].features.includes(feature);
}

/** A count is within its limit when it is below the limit (docs/product.md#validation Feature check); null is unlimited. */
export function withinLimit(tier: Tier, limit: Limit, count: number): boolean {
  const max = TIERS[tier].limits[limit];
  return max === null || count < max;
}

/** The upgrade message a tier sees for a feature it lacks (docs/product.md#tiers-and-limits). */
export function upgradeMessage(tier: Tier, feature: Feature): string {
  if (tier === 'expired') return UPGRADE.expired;
  if (tier === 'free') return UPGRADE.free;
  if (tier === 'premium' && ENTERPRISE_ONLY.includes(feature)) return UPGRADE.premiumEnterprise;
  return UPGRADE.other;
}

export type MeterState = 'ok' | 'warning' | 'reached' | 'unlimited';

/** Usage meter state (docs/product.md#validation): warning at 80 % or more, reached at 100 % or more; unlimited shows no meter. */
export function meterState(used: number, max: number | null): MeterState {
  if (max === null) return 'unlimited';
  if (max <= 0) return 'reached';
  const percent = (used / max) * 100;
  if (percent >= USAGE_REACHED_PERCENT) return 'reached';
  if (percent >= USAGE_WARNING_PERCENT) return 'warning';
  return 'ok';
}
