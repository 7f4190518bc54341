import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { contains } from '../../lib/contains.ts';
import { STOP_ZONE } from '../../lib/events/zones.ts';
import { detentionEvents, facilities, roles, userRoles, users } from '../../lib/schema.ts';

/** Results per group of the search box. */
const PER_GROUP = 5;

/**
 * The company's events, drivers and facilities matching `q`, a few of each. A driver (ownerId) finds only
 * their own stops and themself.
 */
export function searchCompany(db: Db, companyId: string, ownerId: string | null, q: string) {
  const e = detentionEvents;
  return Promise.all([
    db
      .select({
        id: e.id,
        facilityName: e.facilityName,
        facilityAddress: e.facilityAddress,
        driverName: e.driverName,
        loadNumber: e.loadNumber,
        status: e.status,
        checkInTime: e.checkInTime,
        timezone: STOP_ZONE,
      })
      .from(e)
      .leftJoin(facilities, eq(facilities.id, e.facilityId))
      .where(
        and(
          eq(e.companyId, companyId),
          ownerId ? eq(e.userId, ownerId) : undefined,
          or(
            contains(e.facilityName, q),
            contains(e.facilityAddress, q),
            contains(e.driverName, q),
            contains(e.loadNumber, q),
          ),
        ),
      )
      .orderBy(desc(e.checkInTime))
      .limit(PER_GROUP),
    db
      .select({ id: users.id, name: users.fullName, email: users.email })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(
        and(
          eq(users.companyId, companyId),
          eq(roles.name, 'driver'),
          ownerId ? eq(users.id, ownerId) : undefined,
          or(contains(users.fullName, q), contains(users.email, q)),
        ),
      )
      .limit(PER_GROUP),
    db
      .select({ id: facilities.id, name: facilities.name, address: facilities.address })
      .from(facilities)
      .where(
        and(eq(facilities.companyId, companyId), or(contains(facilities.name, q), contains(facilities.address, q))),
      )
      .limit(PER_GROUP),
  ]);
}
