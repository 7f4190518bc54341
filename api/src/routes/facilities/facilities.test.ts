import { env } from 'cloudflare:test';
import { newId } from '@dwell/core/ids';
import { CUSTOMER_MESSAGES } from '@dwell/core/schemas/customers';
import { FACILITY_MESSAGES } from '@dwell/core/schemas/events';
import { TIME_ZONE_MESSAGES } from '@dwell/core/time-zones';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runScheduled } from '../../lib/events/scheduled.ts';
import { customers, detentionEvents, facilities } from '../../lib/schema.ts';
import { fleet } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';

describe('facilities and customers', () => {
  it('creates, lists and edits facilities; refuses a duplicate name in any case', async () => {
    const f = await fleet();
    const res = await call('/api/facilities', {
      cookie: f.dispatcher.cookie,
      json: {
        name: 'Twin Cities Fulfillment',
        address: '5100 Eagan Industrial Rd, Eagan, MN',
        lat: 44.84,
        lng: -93.16,
      },
    });
    expect(res.status).toBe(201);
    const { facility } = (await res.json()) as { facility: { id: string } };
    const dup = await call('/api/facilities', {
      cookie: f.dispatcher.cookie,
      json: { name: 'twin cities fulfillment' },
    });
    expect(dup.status).toBe(409);
    expect(((await dup.json()) as ErrorAnswer).error.message).toBe(FACILITY_MESSAGES.duplicate);
    const patched = await call(`/api/facilities/${facility.id}`, {
      method: 'PATCH',
      cookie: f.admin.cookie,
      json: { address: '5101 Eagan Industrial Rd' },
    });
    expect(patched.status).toBe(200);
    const list = (await (await call('/api/facilities', { cookie: f.driver.cookie })).json()) as {
      facilities: { name: string; address: string }[];
    };
    expect(list.facilities).toEqual([
      expect.objectContaining({ name: 'Twin Cities Fulfillment', address: '5101 Eagan Industrial Rd' }),
    ]);
  });

  it('keeps a geofence radius of 300 m unless one is set, and refuses one outside 50 to 5000 m', async () => {
    const f = await fleet();
    const made = await call('/api/facilities', {
      cookie: f.admin.cookie,
      json: { name: 'Fence DC', lat: 41.8, lng: -87.6 },
    });
    const { facility } = (await made.json()) as { facility: { id: string; geofenceRadiusM: number } };
    expect(facility.geofenceRadiusM).toBe(300);
    const widen = await call(`/api/facilities/${facility.id}`, {
      method: 'PATCH',
      cookie: f.admin.cookie,
      json: { geofenceRadiusM: 450 },
    });
    expect(await widen.json()).toMatchObject({ facility: { geofenceRadiusM: 450 } });
    for (const geofenceRadiusM of [10, 6000, 120.5]) {
      const bad = await call(`/api/facilities/${facility.id}`, {
        method: 'PATCH',
        cookie: f.admin.cookie,
        json: { geofenceRadiusM },
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as ErrorAnswer).error.message).toBe(FACILITY_MESSAGES.geofenceRadius);
    }
    const [row] = await db().select().from(facilities).where(eq(facilities.id, facility.id));
    expect(row?.geofenceRadiusM).toBe(450);
  });

  it('refuses half a map point, a driver adding facilities, and another company’s facility', async () => {
    const f = await fleet();
    const other = await fleet();
    const half = await call('/api/facilities', { cookie: f.admin.cookie, json: { name: 'X', lat: 40 } });
    expect(((await half.json()) as ErrorAnswer).error.message).toBe(FACILITY_MESSAGES.coordinates);
    expect((await call('/api/facilities', { cookie: f.driver.cookie, json: { name: 'Y' } })).status).toBe(403);
    const theirs = (await (
      await call('/api/facilities', { cookie: other.admin.cookie, json: { name: 'Z' } })
    ).json()) as {
      facility: { id: string };
    };
    const patch = await call(`/api/facilities/${theirs.facility.id}`, {
      method: 'PATCH',
      cookie: f.admin.cookie,
      json: { name: 'Mine' },
    });
    expect(patch.status).toBe(404);
    expect(await db().select().from(facilities).where(eq(facilities.companyId, f.companyId))).toHaveLength(0);
  });

  it('creates customers with a billing email and refuses a malformed one', async () => {
    const f = await fleet();
    const res = await call('/api/customers', {
      cookie: f.admin.cookie,
      json: { name: 'Summit Logistics', kind: 'broker', billingEmail: 'carrierpay@summit.example' },
    });
    expect(res.status).toBe(201);
    const bad = await call('/api/customers', {
      cookie: f.admin.cookie,
      json: { name: 'Nope', billingEmail: 'not-an-email' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorAnswer).error.message).toBe(CUSTOMER_MESSAGES.billingEmailInvalid);
    expect(await db().select().from(customers).where(eq(customers.companyId, f.companyId))).toHaveLength(1);
  });

  it("finds a facility's zone from its position, keeps a chosen one, and refuses an unknown zone", async () => {
    const f = await fleet();
    type Answer = { facility: { id: string; timezone: string | null } };
    const create = async (json: object) => {
      const res = await call('/api/facilities', { cookie: f.dispatcher.cookie, json });
      return { status: res.status, body: (await res.json()) as Answer & ErrorAnswer };
    };
    const denver = await create({ name: 'Front Range Lumber', lat: 39.78, lng: -104.96 });
    expect(denver.body.facility.timezone).toBe('America/Denver');
    const chosen = await create({ name: 'Yard 9', lat: 39.78, lng: -104.96, timezone: 'america/phoenix' });
    expect(chosen.body.facility.timezone).toBe('America/Phoenix');
    expect((await create({ name: 'Unplaced' })).body.facility.timezone).toBeNull();
    const bad = await create({ name: 'Moon Base', timezone: 'Moon/Tranquility' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(TIME_ZONE_MESSAGES.invalid);
    expect(await db().select().from(facilities).where(eq(facilities.name, 'Moon Base'))).toHaveLength(0);

    const patch = async (id: string, json: object) =>
      (await (await call(`/api/facilities/${id}`, { method: 'PATCH', cookie: f.admin.cookie, json })).json()) as Answer;
    // Moving the site moves its zone; clearing a chosen zone goes back to the position's.
    expect((await patch(denver.body.facility.id, { lat: 47.57, lng: -122.32 })).facility.timezone).toBe(
      'America/Los_Angeles',
    );
    expect((await patch(chosen.body.facility.id, { timezone: null })).facility.timezone).toBe('America/Denver');
    expect((await patch(chosen.body.facility.id, { address: '1 Yard Rd' })).facility.timezone).toBe('America/Denver');
  });

  it('gives positioned facilities without a zone the zone at their position in the hourly sweep', async () => {
    const f = await fleet();
    const [unplaced, kept] = [newId('fac'), newId('fac')];
    await db()
      .insert(facilities)
      .values([
        { id: unplaced, companyId: f.companyId, name: 'Old Row', lat: 35.05, lng: -90.03 },
        { id: kept, companyId: f.companyId, name: 'Chosen Row', lat: 35.05, lng: -90.03, timezone: 'UTC' },
      ]);
    // A stop at each, last changed a day ago: the one whose times the sweep moves to a new zone is changed now.
    const dayAgo = new Date(Date.now() - 86_400_000);
    const stop = (facilityId: string) => ({
      id: newId('ev'),
      companyId: f.companyId,
      userId: f.admin.userId,
      facilityId,
      facilityName: 'Dock',
      facilityAddress: 'Receiver',
      driverName: 'Olive Owner',
      checkInTime: dayAgo,
      checkOutTime: new Date(dayAgo.getTime() + 3_600_000),
      // Cancelled: nothing else in the sweep (pricing, alarms) has a reason to touch it.
      status: 'cancelled' as const,
      freeTimeMinutes: 120,
      updatedAt: dayAgo,
    });
    const [moved, stayed] = [stop(unplaced), stop(kept)];
    await db().insert(detentionEvents).values([moved, stayed]);
    await runScheduled(env);
    const changed = await db()
      .select({ id: detentionEvents.id, updatedAt: detentionEvents.updatedAt })
      .from(detentionEvents)
      .where(eq(detentionEvents.companyId, f.companyId));
    expect(Object.fromEntries(changed.map((row) => [row.id, row.updatedAt.getTime() > dayAgo.getTime()]))).toEqual({
      [moved.id]: true,
      [stayed.id]: false,
    });
    const zones = await db()
      .select({ id: facilities.id, timezone: facilities.timezone })
      .from(facilities)
      .where(eq(facilities.companyId, f.companyId));
    expect(Object.fromEntries(zones.map((z) => [z.id, z.timezone]))).toEqual({
      [unplaced]: 'America/Chicago',
      [kept]: 'UTC',
    });
  });
});
