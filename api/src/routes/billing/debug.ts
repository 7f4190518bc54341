import type { Role } from '@dwell/core/constants';
import { hasAccess, needsAttention, statusGroup, type StatusGroup, tierFor } from '@dwell/core/subscription';
import { type Feature, type Limit, type Tier, TIERS } from '@dwell/core/tiers';
import { eq } from 'drizzle-orm';
import type { Db, Env } from '../../env.ts';
import { billingConfig } from '../../lib/billing/config.ts';
import { type SubscriptionFields, subscriptionFields } from '../../lib/billing/types.ts';
import { users } from '../../lib/schema.ts';
import type { SessionRecord } from '../../lib/sessions.ts';
import { currentSubscription, paymentCustomerOf } from './queries.ts';

/** Answer of GET /api/billing/debug (docs/product.md#debug-page). Times: ms since the epoch, except the provider's seconds. */
export interface DebugAnswer {
  authUser: { id: string; email: string; emailConfirmed: boolean; role: Role; companyId: string | null };
  /** The company's current subscription row as stored (provider times in seconds). */
  subscription: (SubscriptionFields & { providerUpdated: number; updatedAt: number }) | null;
  profile: {
    id: string;
    fullName: string | null;
    email: string;
    phoneNumber: string | null;
    companyName: string | null;
    fleetSize: string | null;
    role: Role;
    profileCompleted: boolean;
    companyCompleted: boolean;
    onboardingProgress: number;
    subscriptionStatus: string | null;
    updatedAt: number;
  };
  paymentCustomer: { customerId: string; email: string; createdAt: number } | null;
  session: { id: string; lastActivity: number; expiresAt: number; absoluteExpiresAt: number; isActive: boolean };
  summary: {
    status: string | null;
    group: StatusGroup;
    tier: Tier;
    hasAccess: boolean;
    needsAttention: boolean;
    provider: 'stripe' | 'local';
    features: Feature[];
    limits: Record<Limit, number | null>;
  };
}

/** Everything the debug page shows, for the signed-in user and their company only. */
export async function debugInfo(db: Db, auth: SessionRecord, env: Env): Promise<DebugAnswer> {
  const [profile] = await db.select().from(users).where(eq(users.id, auth.userId));
  const row = auth.companyId ? await currentSubscription(db, auth.companyId) : null;
  const customer = auth.companyId ? await paymentCustomerOf(db, auth.companyId) : null;
  const status = row?.status ?? null;
  const tier = tierFor(true, status);
  return {
    authUser: {
      id: auth.userId,
      email: auth.email,
      emailConfirmed: auth.emailConfirmed,
      role: auth.role,
      companyId: auth.companyId,
    },
    subscription: row
      ? {
          ...subscriptionFields(row),
          providerUpdated: row.providerUpdated,
          updatedAt: row.updatedAt.getTime(),
        }
      : null,
    profile: {
      id: auth.userId,
      fullName: auth.fullName,
      email: auth.email,
      phoneNumber: auth.phoneNumber,
      companyName: auth.companyName,
      fleetSize: auth.fleetSize,
      role: auth.role,
      profileCompleted: profile?.profileCompleted ?? false,
      companyCompleted: profile?.companyCompleted ?? false,
      onboardingProgress: profile?.onboardingProgress ?? 0,
      subscriptionStatus: status,
      updatedAt: profile?.updatedAt.getTime() ?? 0,
    },
    paymentCustomer: customer
      ? { customerId: customer.providerCustomerId, email: customer.email, createdAt: customer.createdAt.getTime() }
      : null,
    session: {
      id: auth.sessionId,
      lastActivity: auth.lastActivity,
      expiresAt: auth.expiresAt,
      absoluteExpiresAt: auth.absoluteExpiresAt,
      isActive: auth.isActive,
    },
    summary: {
      status,
      group: statusGroup(status),
      tier,
      hasAccess: hasAccess(status),
      needsAttention: needsAttention(status),
      provider: billingConfig(env).mode,
      features: [...TIERS[tier].features],
      limits: { ...TIERS[tier].limits },
    },
  };
}
