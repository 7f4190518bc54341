/** Provider vehicles → drivers and places → facilities of one integration, and the driver as an actor. */
import { hasAccess, tierFor } from '@dwell/core/subscription';
import { DEFAULT_TIME_ZONE } from '@dwell/core/time-zones';
import type { Role } from '@dwell/core/constants';
import { and, eq } from 'drizzle-orm';
import type { Actor, Db } from '../../env.ts';
import { currentSubscription } from '../billing/queries.ts';
import {
  companies,
  customers,
  facilities,
  integrationPlaces,
  integrationVehicles,
  roles,
  userRoles,
  users,
} from '../../lib/schema.ts';

/** The mapped driver of a vehicle and the facility and customer of a place (each undefined when unmapped). */
export async function mappingsFor(db: Db, integrationId: string, vehicleId: string, placeId: string) {
  const [vehicle] = await db
    .select({ driverId: integrationVehicles.driverId })
    .from(integrationVehicles)
    .where(
      and(eq(integrationVehicles.integrationId, integrationId), eq(integrationVehicles.vendorVehicleId, vehicleId)),
    );
  const [place] = await db
    .select({ facility: facilities, customer: customers })
    .from(integrationPlaces)
    .innerJoin(facilities, eq(facilities.id, integrationPlaces.facilityId))
    .innerJoin(customers, eq(customers.id, integrationPlaces.customerId))
    .where(and(eq(integrationPlaces.integrationId, integrationId), eq(integrationPlaces.vendorPlaceId, placeId)));
  return { driverId: vehicle?.driverId, place };
}

/**
 * The mapped driver acting as themselves, as their own session would (role, plan, zone): a stop an ELD logs
 * passes exactly the checks of a stop the driver logs. Null when they left the company, were disabled, or
 * the company has no active subscription.
 */
export async function driverActor(db: Db, global: Db, companyId: string, driverId: string): Promise<Actor | null> {
  const [row] = await db
    .select({
      fullName: users.fullName,
      disabledAt: users.disabledAt,
      role: roles.name,
      timezone: companies.timezone,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, driverId), eq(users.companyId, companyId)));
  // The plan is the global database's (billing); the person, as the company's data names them, its own.
  const status = row ? ((await currentSubscription(global, companyId))?.status ?? null) : null;
  if (!row || row.disabledAt || !hasAccess(status)) return null;
  return {
    userId: driverId,
    role: row.role as Role,
    companyId,
    fullName: row.fullName,
    tier: tierFor(true, status),
    timezone: row.timezone ?? DEFAULT_TIME_ZONE,
  };
}
