import { and, desc, eq, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env.ts';
import { contains } from '../../lib/contains.ts';
import { companyOf, ownerScope } from '../../lib/events/access.ts';
import { detentionEvents, facilities, roles, userRoles, users } from '../../lib/schema.ts';
import { validate } from '../../lib/validate.ts';
import { requireAuth, requireCompany, requireSubscription } from '../../middleware/session.ts';
import { STOP_ZONE } from '../../lib/events/zones.ts';

const PER_GROUP = 5;
export const searchQuery = z.object({ q: z.string().trim().min(2, 'Type at least 2 characters to search').max(100) });

/** The header's search box (SPEC §2.20): events, drivers and facilities of the company. */
export const searchRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireCompany, requireSubscription)
  .get('/', validate('query', searchQuery), async (c) => {
    const { q } = c.req.valid('query');
    const db = c.get('db');
    const companyId = companyOf(c);
    const owner = ownerScope(c);
    const e = detentionEvents;
    const [events, drivers, sites] = await Promise.all([
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
            owner ? eq(e.userId, owner) : undefined,
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
            owner ? eq(users.id, owner) : undefined,
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
    return c.json({
      events: events.map((ev) => ({ ...ev, checkInTime: ev.checkInTime.getTime() })),
      drivers: drivers.map((d) => ({ id: d.id, name: d.name ?? d.email, email: d.email })),
      facilities: sites,
    });
  });
