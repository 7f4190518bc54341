import { hasAccess, statusGroup, tierFor } from '@dwell/core/subscription';
import type { SessionInfo } from '@dwell/core/session';
import { DEFAULT_TIME_ZONE } from '@dwell/core/time-zones';
import { TIERS } from '@dwell/core/tiers';
import type { SessionConfig } from './session-config.ts';
import type { SessionRecord } from './sessions.ts';

/** The avatar's address: served by the API after an access check, never straight from the bucket. */
export const avatarUrl = (userId: string, key: string | null): string | null =>
  key ? `/api/profile/avatar/${userId}?v=${encodeURIComponent(key.slice(-12))}` : null;

/** What the browser is told about its session (docs/product.md#data Session, user, subscription and tier). */
export function toSessionInfo(record: SessionRecord, config: SessionConfig, now = Date.now()): SessionInfo {
  const tier = tierFor(true, record.subscriptionStatus);
  return {
    user: {
      id: record.userId,
      email: record.email,
      fullName: record.fullName,
      phoneNumber: record.phoneNumber,
      avatarUrl: avatarUrl(record.userId, record.avatarKey),
      role: record.role,
      emailConfirmed: record.emailConfirmed,
      onboardingCompleted: record.onboardingCompleted,
    },
    company:
      record.companyId && record.companyName
        ? {
            id: record.companyId,
            name: record.companyName,
            fleetSize: record.fleetSize ?? '',
            timezone: record.companyTimezone ?? DEFAULT_TIME_ZONE,
          }
        : null,
    subscription: {
      status: record.subscriptionStatus,
      group: statusGroup(record.subscriptionStatus),
      tier,
      hasAccess: hasAccess(record.subscriptionStatus),
      currentPeriodEnd: record.currentPeriodEnd,
      cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    },
    features: [...TIERS[tier].features],
    limits: { ...TIERS[tier].limits },
    session: {
      id: record.sessionId,
      expiresAt: record.expiresAt,
      absoluteExpiresAt: record.absoluteExpiresAt,
      warningBeforeMs: config.warningMs,
      serverNow: now,
    },
  };
}
