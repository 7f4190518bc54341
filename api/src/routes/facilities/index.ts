import { newId } from '@dwell/core/ids';
import { FACILITY_MESSAGES, facilityPatchSchema, facilitySchema } from '@dwell/core/schemas/events';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv, Db } from '../../env.ts';
import { companyOf } from '../../lib/events/access.ts';
import { findFacility } from '../../lib/events/targets.ts';
import { facilityZone } from '../../lib/events/zones.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { facilities } from '../../lib/schema.ts';
import { validate } from '../../lib/validate.ts';
import { requireAuth, requireCompany, requireRole, requireSubscription } from '../../middleware/session.ts';

const columns = {
  id: facilities.id,
  name: facilities.name,
  address: facilities.address,
  city: facilities.city,
  state: facilities.state,
  lat: facilities.lat,
  lng: facilities.lng,
  timezone: facilities.timezone,
};

/** Refuses a second facility of the same name (any letter case) in the company. */
async function assertNameFree(db: Db, companyId: string, name: string, exceptId?: string) {
  const conditions = [eq(facilities.companyId, companyId), sql`lower(${facilities.name}) = lower(${name})`];
  if (exceptId) conditions.push(ne(facilities.id, exceptId));
  const [taken] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(...conditions));
  if (taken) throw new ApiError(409, 'duplicate', FACILITY_MESSAGES.duplicate);
}

/** The company's facilities: suggestions in the New event form, filters of the list, policy overrides. */
export const facilityRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireCompany, requireSubscription)
  .get('/', async (c) => {
    const rows = await c
      .get('db')
      .select(columns)
      .from(facilities)
      .where(eq(facilities.companyId, companyOf(c)))
      .orderBy(asc(facilities.name))
      .limit(1000);
    return c.json({ facilities: rows });
  })
  .post('/', requireRole('carrier_admin', 'dispatcher'), validate('json', facilitySchema), async (c) => {
    const input = c.req.valid('json');
    const companyId = companyOf(c);
    await assertNameFree(c.get('db'), companyId, input.name);
    const row = {
      id: newId('fac'),
      companyId,
      name: input.name,
      address: input.address,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      timezone: facilityZone(input),
    };
    await c.get('db').insert(facilities).values(row);
    return c.json({ facility: { ...row, city: null, state: null } }, 201);
  })
  .patch('/:id', requireRole('carrier_admin', 'dispatcher'), validate('json', facilityPatchSchema), async (c) => {
    const companyId = companyOf(c);
    const db = c.get('db');
    const facility = await findFacility(db, companyId, c.req.param('id'));
    if (!facility) throw notFound('Facility not found');
    const input = c.req.valid('json');
    if (input.name) await assertNameFree(db, companyId, input.name, facility.id);
    // Only the fields sent change; a body that changes nothing answers the facility as it is.
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length === 0) {
      const { id, name, address, city, state, lat, lng, timezone } = facility;
      return c.json({ facility: { id, name, address, city, state, lat, lng, timezone } });
    }
    changes.timezone = facilityZone(input, facility);
    const [updated] = await db
      .update(facilities)
      .set(changes)
      .where(and(eq(facilities.id, facility.id), eq(facilities.companyId, companyId)))
      .returning(columns);
    return c.json({ facility: updated });
  });
