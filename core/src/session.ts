import { HOME_BY_ROLE, type Role } from './constants.ts';
import type { RemoteName } from './schemas/remote-versions.ts';
import type { StatusGroup } from './subscription.ts';
import type { Feature, Limit, Tier } from './tiers.ts';

/** What GET /api/auth/session answers for a signed-in user; the shell hands it to every screen. */
export interface SessionInfo {
  user: {
    id: string;
    email: string;
    fullName: string | null;
    phoneNumber: string | null;
    avatarUrl: string | null;
    role: Role;
    emailConfirmed: boolean;
    /** Every 'Getting Started' step is done: the dashboard mounts no onboarding (docs/product.md#onboarding). */
    onboardingCompleted: boolean;
  };
  /** `timezone` is the company's IANA zone: periods, report days and times without a place follow it. */
  company: { id: string; name: string; fleetSize: string; timezone: string } | null;
  subscription: {
    status: string | null;
    group: StatusGroup;
    tier: Tier;
    hasAccess: boolean;
    /** Seconds since the epoch, as the payment provider gives it. */
    currentPeriodEnd: number | null;
    cancelAtPeriodEnd: boolean;
  };
  features: Feature[];
  limits: Record<Limit, number | null>;
  session: {
    id: string;
    /** Milliseconds since the epoch. */
    expiresAt: number;
    absoluteExpiresAt: number;
    warningBeforeMs: number;
    serverNow: number;
  };
}

/**
 * Where a signed-in user starts (docs/product.md#sign-in-page, docs/product.md#tiers-and-limits): platform admins at /admin; without an active or trialing
 * subscription at /subscribe; otherwise the home of their role.
 */
export function homeFor(info: Pick<SessionInfo, 'user' | 'subscription'>): string {
  if (info.user.role === 'admin') return HOME_BY_ROLE.admin;
  if (!info.subscription.hasAccess) return '/subscribe';
  return HOME_BY_ROLE[info.user.role];
}

/** The remote whose widgets the header carries: the search box and the alerts dropdown. */
export const HEADER_REMOTE = 'events' satisfies RemoteName;

/**
 * Whether the header carries the events area's search and alerts: they read the company's events, which need
 * a company with a live subscription (on /billing of a locked account, or a platform admin's pages, they would
 * only be refused). The page's HTML frame carries the search box's place on the same condition.
 */
export function headerReadsEvents(info: Pick<SessionInfo, 'company' | 'subscription'>): boolean {
  return info.subscription.hasAccess && info.company !== null;
}
