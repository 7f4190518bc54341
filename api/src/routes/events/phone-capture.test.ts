/**
 * Times from the driver's phone: a check-in or check-out taken at a facility's geofence records 'phone' with
 * the fix and its accuracy; a typed check-in with a shared position keeps the accuracy too; a client can never
 * claim the ELD, and an accuracy or a phone time without a position is refused.
 */
import { EVENT_MESSAGES } from '@dwell/core/schemas/events';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { detentionEvents, eventLog } from '../../lib/schema.ts';
import { fleet, logEvent } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';

const FIX = { lat: 41.878114, lng: -87.629798 };
const row = async (id: string) => (await db().select().from(detentionEvents).where(eq(detentionEvents.id, id)))[0];

describe('phone GPS times', () => {
  it('records a phone check-in and check-out with their fixes and accuracy, and the timeline names the phone', async () => {
    const f = await fleet();
    const { id } = await logEvent(f.driver.cookie, {
      checkInLat: FIX.lat,
      checkInLng: FIX.lng,
      checkInAccuracyM: 12,
      checkInSource: 'phone',
    });
    expect(await row(id)).toMatchObject({ checkInSource: 'phone', checkInLat: FIX.lat, checkInAccuracyM: 12 });
    const done = await call(`/api/events/${id}/complete`, {
      cookie: f.driver.cookie,
      json: { checkOutLat: 41.88, checkOutLng: -87.64, checkOutAccuracyM: 20, checkOutSource: 'phone' },
    });
    expect(done.status).toBe(200);
    expect(await row(id)).toMatchObject({
      status: 'completed',
      checkOutSource: 'phone',
      checkOutLat: 41.88,
      checkOutLng: -87.64,
      checkOutAccuracyM: 20,
    });
    const logs = await db().select().from(eventLog).where(eq(eventLog.eventId, id));
    const sources = logs
      .filter((l) => l.action.startsWith('checked_'))
      .map((l) => [l.action, (JSON.parse(l.details) as { source?: string }).source])
      .sort();
    expect(sources).toEqual([
      ['checked_in', 'phone'],
      ['checked_out', 'phone'],
    ]);
  });

  it('keeps the accuracy of a position shared with a typed check-in, which stays manual', async () => {
    const f = await fleet();
    const { id } = await logEvent(f.driver.cookie, { checkInLat: FIX.lat, checkInLng: FIX.lng, checkInAccuracyM: 35 });
    expect(await row(id)).toMatchObject({ checkInSource: 'manual', checkInAccuracyM: 35, checkInLng: FIX.lng });
  });

  it('refuses the ELD as a client source, and an accuracy or a phone time without a position', async () => {
    const f = await fleet();
    const refuse = async (json: object) => {
      const res = await call('/api/events', {
        cookie: f.driver.cookie,
        json: { facilityName: 'Dock 4', facilityAddress: 'Acme Foods', checkInTime: Date.now() - 60_000, ...json },
      });
      return { status: res.status, message: ((await res.json()) as ErrorAnswer).error.message };
    };
    expect(await refuse({ checkInLat: FIX.lat, checkInLng: FIX.lng, checkInSource: 'eld' })).toEqual({
      status: 400,
      message: EVENT_MESSAGES.sourceUnknown,
    });
    expect(await refuse({ checkInAccuracyM: 10 })).toEqual({
      status: 400,
      message: 'A GPS accuracy needs the position it belongs to',
    });
    expect(await refuse({ checkInSource: 'phone' })).toEqual({
      status: 400,
      message: "A time from the phone's GPS needs the position it was taken at",
    });
    const { id } = await logEvent(f.driver.cookie);
    const res = await call(`/api/events/${id}/complete`, {
      cookie: f.driver.cookie,
      json: { checkOutSource: 'phone' },
    });
    expect(res.status).toBe(400);
    expect(await row(id)).toMatchObject({ status: 'active' });
  });
});

describe("a facility's geofence centre", () => {
  it('is set by the first GPS check-in at a facility without a position, and never moved by later ones', async () => {
    const f = await fleet();
    const facility = async () =>
      (await (await call('/api/facilities', { cookie: f.admin.cookie })).json()) as {
        facilities: { name: string; lat: number | null; lng: number | null; geofenceRadiusM: number | null }[];
      };
    await logEvent(f.driver.cookie, { facilityName: 'New Gate DC' });
    expect((await facility()).facilities.find((x) => x.name === 'New Gate DC')).toMatchObject({ lat: null, lng: null });
    await logEvent(f.driver.cookie, { facilityName: 'New Gate DC', checkInLat: FIX.lat, checkInLng: FIX.lng });
    await logEvent(f.driver.cookie, { facilityName: 'New Gate DC', checkInLat: 40.1, checkInLng: -88.2 });
    expect((await facility()).facilities.find((x) => x.name === 'New Gate DC')).toMatchObject({
      lat: FIX.lat,
      lng: FIX.lng,
    });
  });
});
