/** Business constants of docs/product.md#constants, in one place for the API and every screen. */

export const PLAN = {
  name: 'Professional',
  priceCents: 2900,
  currency: 'usd',
  interval: 'month',
  priceLabel: '$29/mo',
  moneyBackDays: 30,
} as const;

export const MINUTE_MS = 60_000;

export const SESSION = {
  idleTimeoutMs: 30 * MINUTE_MS,
  absoluteMaxMs: 8 * 60 * MINUTE_MS,
  warningBeforeMs: 5 * MINUTE_MS,
  extensionMs: 30 * MINUTE_MS,
  validityCheckMs: 30_000,
  activityThrottleMs: 30_000,
} as const;

/** Sessions one user may hold at once; signing in again beyond this ends the oldest (forced cleanup). */
export const MAX_CONCURRENT_SESSIONS = 10;

export const SUBSCRIPTION_RECHECK_MS = 300_000;
export const WEBHOOK_WAIT = { retries: 3, firstDelayMs: 20_000, maxDelayMs: 60_000 } as const;
export const POST_PAYMENT_WAIT_MS = 2000;
export const REALTIME_EVENTS_PER_SECOND = 2;

export const NOTIFICATION_MS = { default: 5000, success: 3000, error: 5000, warning: 3000 } as const;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const PHONE_MIN_LENGTH = 10;
export const PASSWORD_MIN_LOGIN = 6;
export const PASSWORD_MIN_SIGNUP = 8;
export const ONBOARDING_POINTS = 20;
export const USAGE_WARNING_PERCENT = 80;
export const USAGE_REACHED_PERCENT = 100;
export const COUNTDOWN = { redAtMs: 60_000, amberAtMs: 120_000 } as const;
export const ADMIN_USER_LIST_LIMIT = 100;
export const RELATED_ARTICLES_MAX = 3;

/** Default detention policy (docs/product.md#constants sample billing): 2 hours free, then $75.00 per hour. */
export const DEFAULT_POLICY = { freeMinutes: 120, hourlyRateCents: 7500 } as const;

export const FLEET_SIZES = ['1-10', '11-50', '51-100', '101-500', '500+'] as const;
export type FleetSize = (typeof FLEET_SIZES)[number];

export const ROLES = ['admin', 'driver', 'dispatcher', 'carrier', 'carrier_admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who may open /reports (docs/product.md#tiers-and-limits): nobody else is shown a link to it. */
export const REPORT_ROLES: readonly Role[] = ['admin', 'carrier_admin'];

/** Home route per role (docs/product.md#tiers-and-limits); carrier_admin works from the dashboard. */
export const HOME_BY_ROLE: Record<Role, string> = {
  admin: '/admin',
  driver: '/dashboard',
  dispatcher: '/dispatcher',
  carrier: '/carrier-dashboard',
  carrier_admin: '/dashboard',
};

/** What the Professional plan includes (docs/product.md#plan), as the plan and checkout pages list it. */
export const PLAN_FEATURES = [
  'Unlimited detention event tracking',
  'Real-time updates',
  'Document management',
  'Analytics and reporting',
  'Priority support',
] as const;

/** The checkout page's extra lines (docs/product.md#plan). */
export const CHECKOUT_EXTRAS = [
  'Advanced analytics',
  'Secure document storage',
  'Automated detention alerts',
  '30-day money-back guarantee',
] as const;
