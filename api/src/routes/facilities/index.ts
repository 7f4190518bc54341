import { DEFAULT_GEOFENCE_RADIUS_M } from '@dwell/core/integrations/constants';
import { newId } from '@dwell/core/ids';
import { FACILITY_MESSAGES, facilityPatchSchema, facilitySchema } from '@dwell/core/schemas/events';
import { Hono } from 'hono';
import type { AppEnv, Db } from '../../env.ts';
import { findFacility } from '../../lib/events/targets.ts';
import { facilityZone } from '../../lib/events/zones.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { facilityNameTaken, insertFacility, listFacilities, updateFacility } from './queries.ts';

/** Refuses a second facility of the same name (any letter case) in the company. */
async function assertNameFree(db: Db, companyId: string, name: string, exceptId?: string) {
  if (await facilityNameTaken(db, companyId, name, exceptId)) {
    throw new ApiError(409, 'duplicate', FACILITY_MESSAGES.duplicate);
  }
}

/** Adding and editing facilities is the office's (admins and dispatchers). */
const office = guard({ access: ['carrier_admin', 'dispatcher'], subscription: true });

/** The company's facilities: suggestions in the New event form, filters of the list, policy overrides. */
export const facilityRoutes = new Hono<AppEnv>()
  .get('/', guard({ access: 'company', subscription: true }), async (c) =>
    c.json({ facilities: await listFacilities(c.var.db, c.var.companyId) }),
  )
  .post('/', office, validate('json', facilitySchema), async (c) => {
    const input = c.req.valid('json');
    const { db, companyId } = c.var;
    await assertNameFree(db, companyId, input.name);
    const row = {
      id: newId('fac'),
      companyId,
      name: input.name,
      address: input.address,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      geofenceRadiusM: input.geofenceRadiusM ?? DEFAULT_GEOFENCE_RADIUS_M,
      timezone: facilityZone(input),
    };
    await insertFacility(db, row);
    return c.json({ facility: { ...row, city: null, state: null } }, 201);
  })
  .patch('/:id', office, validate('json', facilityPatchSchema), async (c) => {
    const { db, companyId } = c.var;
    const facility = await findFacility(db, companyId, c.req.param('id'));
    if (!facility) throw notFound('Facility not found');
    const input = c.req.valid('json');
    if (input.name) await assertNameFree(db, companyId, input.name, facility.id);
    // Only the fields sent change; a body that changes nothing answers the facility as it is.
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length === 0) {
      const { id, name, address, city, state, lat, lng, geofenceRadiusM, timezone } = facility;
      return c.json({ facility: { id, name, address, city, state, lat, lng, geofenceRadiusM, timezone } });
    }
    changes.timezone = facilityZone(input, facility);
    return c.json({ facility: await updateFacility(db, companyId, facility.id, changes) });
  });
