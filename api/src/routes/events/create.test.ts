import { DATE_FIELDS, DATE_MESSAGES } from '@dwell/core/date-input';
import { UPGRADE, VALIDATION } from '@dwell/core/messages';
import { EVENT_MESSAGES } from '@dwell/core/schemas/events';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, detentionEvents, eventLog, facilities, users } from '../../lib/schema.ts';
import { countActiveEvents } from '../../lib/billing/usage.ts';
import { eventCount, fleet, logEvent } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';

const MINUTE = 60_000;
const valid = () => ({
  facilityName: 'Prairie Cold Storage',
  facilityAddress: 'Harvest Valley Produce',
  checkInTime: new Date(Date.now() - 45 * MINUTE).toISOString(),
  reason: 'paperwork_delay',
  loadNumber: 'LD-77',
  notes: 'Door 14, reefer running',
});

async function refused(cookie: string, json: object, companyId: string) {
  const before = await eventCount(companyId);
  const res = await call('/api/events', { cookie, json });
  const body = (await res.json()) as ErrorAnswer;
  expect(await eventCount(companyId)).toBe(before);
  return { status: res.status, ...body.error };
}

describe('POST /api/events', () => {
  it('logs an active stop with the form fields stored, facility and customer matched, and the log started', async () => {
    const f = await fleet();
    const res = await call('/api/events', {
      cookie: f.driver.cookie,
      json: { ...valid(), checkInLat: 41.5, checkInLng: -88.1 },
    });
    expect(res.status).toBe(201);
    const { event } = (await res.json()) as { event: Record<string, unknown> };
    expect(event).toMatchObject({
      facilityName: 'Prairie Cold Storage',
      facilityAddress: 'Harvest Valley Produce',
      customerName: 'Harvest Valley Produce',
      driverName: 'Marcus Reed',
      driverId: f.driver.userId,
      status: 'active',
      reason: 'paperwork_delay',
      loadNumber: 'LD-77',
      freeTimeMinutes: 120,
      checkOutTime: null,
      billable: false,
      durationMinutes: 45,
      minutesUntilBillable: 76,
    });
    const [row] = await db()
      .select()
      .from(detentionEvents)
      .where(eq(detentionEvents.id, event.id as string));
    expect(row).toMatchObject({
      notes: 'Door 14, reefer running',
      checkInLat: 41.5,
      checkInLng: -88.1,
      companyId: f.companyId,
    });
    const [facility] = await db()
      .select()
      .from(facilities)
      .where(eq(facilities.id, row?.facilityId ?? ''));
    expect(facility?.name).toBe('Prairie Cold Storage');
    const [customer] = await db()
      .select()
      .from(customers)
      .where(eq(customers.id, row?.customerId ?? ''));
    expect(customer?.name).toBe('Harvest Valley Produce');
    const log = await db()
      .select()
      .from(eventLog)
      .where(eq(eventLog.eventId, event.id as string));
    expect(log.map((l) => l.action)).toEqual(['checked_in']);

    // The same names (any case) reuse the rows instead of creating duplicates.
    await logEvent(f.driver.cookie, {
      facilityName: 'prairie cold storage',
      facilityAddress: 'HARVEST VALLEY PRODUCE',
    });
    expect(await db().select().from(facilities).where(eq(facilities.companyId, f.companyId))).toHaveLength(1);
    expect(await db().select().from(customers).where(eq(customers.companyId, f.companyId))).toHaveLength(1);
  });

  it('stores a stop with an end time as completed, billable past the free time', async () => {
    const f = await fleet();
    const checkIn = Date.now() - 4 * 60 * MINUTE;
    const res = await call('/api/events', {
      cookie: f.dispatcher.cookie,
      json: { ...valid(), checkInTime: checkIn, checkOutTime: checkIn + 200 * MINUTE, reason: '' },
    });
    const { event } = (await res.json()) as { event: Record<string, unknown> };
    expect(event).toMatchObject({ status: 'completed', reason: null, billable: true, durationMinutes: 200 });
    // 80 billable minutes, 15-minute increments rounded up → 90 min at $75/h = $112.50.
    expect(event.amountCents).toBe(11_250);
  });

  it('lets a dispatcher log a stop for a driver, named from the driver profile or Unknown Driver', async () => {
    const f = await fleet();
    const forDriver = await logEvent(f.dispatcher.cookie, { driverId: f.driver.userId });
    expect(forDriver).toMatchObject({ driverId: f.driver.userId, driverName: 'Marcus Reed' });
    await db().update(users).set({ fullName: null }).where(eq(users.id, f.otherDriver.userId));
    const unnamed = await logEvent(f.dispatcher.cookie, { driverId: f.otherDriver.userId });
    expect(unnamed).toMatchObject({ driverName: 'Unknown Driver' });
  });

  it('refuses an end time before the start time', async () => {
    const f = await fleet();
    const start = Date.now() - 60 * MINUTE;
    const error = await refused(
      f.driver.cookie,
      { ...valid(), checkInTime: start, checkOutTime: start - MINUTE },
      f.companyId,
    );
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: VALIDATION.eventEndBeforeStart });
  });

  it('refuses a start time in the far future', async () => {
    const f = await fleet();
    const error = await refused(
      f.driver.cookie,
      { ...valid(), checkInTime: new Date(Date.now() + 3 * 86_400_000).toISOString() },
      f.companyId,
    );
    expect(error).toMatchObject({ status: 400, message: EVENT_MESSAGES.startInFuture });
  });

  it('refuses a missing location or shipper/receiver with the product message', async () => {
    const f = await fleet();
    for (const missing of [{ facilityName: '  ' }, { facilityAddress: '' }, { facilityName: undefined }]) {
      const error = await refused(f.driver.cookie, { ...valid(), ...missing }, f.companyId);
      expect(error).toMatchObject({ status: 400, message: VALIDATION.eventLocationRequired });
    }
  });

  it('refuses a missing or unreadable start time', async () => {
    const f = await fleet();
    const missing = await refused(f.driver.cookie, { ...valid(), checkInTime: '' }, f.companyId);
    expect(missing).toMatchObject({ status: 400, message: VALIDATION.eventStartRequired });
    const garbage = await refused(f.driver.cookie, { ...valid(), checkInTime: 'yesterday-ish' }, f.companyId);
    expect(garbage).toMatchObject({ status: 400, message: DATE_MESSAGES.timeInvalid(DATE_FIELDS.checkInTime) });
  });

  it('refuses an unknown reason', async () => {
    const f = await fleet();
    const error = await refused(f.driver.cookie, { ...valid(), reason: 'coffee_break' }, f.companyId);
    expect(error).toMatchObject({ status: 400, message: EVENT_MESSAGES.unknownReason });
  });

  it('refuses a user without a profile name, and a signed-out caller', async () => {
    const f = await fleet();
    await db().update(users).set({ fullName: '' }).where(eq(users.id, f.driver.userId));
    const error = await refused(f.driver.cookie, valid(), f.companyId);
    expect(error).toMatchObject({ status: 403, code: 'profile_required', message: VALIDATION.eventProfileRequired });
    const anonymous = await refused('', valid(), f.companyId);
    expect(anonymous).toMatchObject({ status: 401, message: VALIDATION.eventLoginRequired });
  });

  it('refuses a driver logging a stop for a colleague, and a driver id of another company', async () => {
    const f = await fleet();
    const other = await fleet();
    const asColleague = await refused(f.driver.cookie, { ...valid(), driverId: f.otherDriver.userId }, f.companyId);
    expect(asColleague).toMatchObject({ status: 403, message: EVENT_MESSAGES.notOwner });
    const foreign = await refused(f.dispatcher.cookie, { ...valid(), driverId: other.driver.userId }, f.companyId);
    expect(foreign).toMatchObject({ status: 400, message: EVENT_MESSAGES.driverNotInCompany });
  });

  it('refuses a 101st open detention on the premium tier with the product upgrade message', async () => {
    const f = await fleet();
    const now = Date.now();
    const base = { companyId: f.companyId, userId: f.driver.userId, facilityName: 'A', facilityAddress: 'B' };
    const rows = Array.from({ length: 100 }, (_, i) => ({
      ...base,
      id: `ev_limit_${f.companyId}_${i}`,
      driverName: 'Marcus Reed',
      checkInTime: new Date(now - MINUTE),
      status: 'active' as const,
      freeTimeMinutes: 120,
      createdAt: new Date(now - i * 1000),
    }));
    for (let i = 0; i < rows.length; i += 5)
      await db()
        .insert(detentionEvents)
        .values(rows.slice(i, i + 5));
    expect(await countActiveEvents(db(), f.companyId)).toBe(100);
    const error = await refused(f.driver.cookie, valid(), f.companyId);
    expect(error).toMatchObject({ status: 403, code: 'limit_reached', message: UPGRADE.other });
  });

  it('logs a stop that already ended even with the limit of open detentions reached', async () => {
    const f = await fleet();
    const now = Date.now();
    for (let i = 0; i < 100; i += 5)
      await db()
        .insert(detentionEvents)
        .values(
          Array.from({ length: 5 }, (_, k) => ({
            id: `ev_open_${f.companyId}_${i + k}`,
            companyId: f.companyId,
            userId: f.driver.userId,
            facilityName: 'A',
            facilityAddress: 'B',
            driverName: 'Marcus Reed',
            checkInTime: new Date(now - MINUTE),
            status: 'active' as const,
            freeTimeMinutes: 120,
          })),
        );
    const res = await call('/api/events', {
      cookie: f.driver.cookie,
      json: { ...valid(), checkInTime: now - 3 * 60 * MINUTE, checkOutTime: now - 60 * MINUTE },
    });
    expect(res.status).toBe(201);
    expect(await countActiveEvents(db(), f.companyId)).toBe(100);
  });

  it('takes the form’s own field names too', async () => {
    const f = await fleet();
    const res = await call('/api/events', {
      cookie: f.driver.cookie,
      json: {
        locationName: 'Dock 9',
        shipperReceiver: 'Acme',
        startTime: new Date(Date.now() - 3_600_000).toISOString(),
      },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { event: object }).event).toMatchObject({
      facilityName: 'Dock 9',
      facilityAddress: 'Acme',
    });
  });

  it('counts only open detentions, and only this company’s', async () => {
    const f = await fleet();
    const other = await fleet();
    await logEvent(f.driver.cookie);
    await logEvent(other.driver.cookie);
    const lastMonth = new Date(Date.now() - 40 * 86_400_000);
    await db()
      .insert(detentionEvents)
      .values({
        id: `ev_old_${f.companyId}`,
        companyId: f.companyId,
        userId: f.driver.userId,
        facilityName: 'A',
        facilityAddress: 'B',
        driverName: 'Marcus Reed',
        checkInTime: lastMonth,
        checkOutTime: new Date(lastMonth.getTime() + 3 * 3_600_000),
        status: 'completed',
        freeTimeMinutes: 120,
        createdAt: lastMonth,
      });
    expect(await countActiveEvents(db(), f.companyId)).toBe(1);
  });

  it('refuses a company without an active subscription', async () => {
    const f = await fleet({ status: 'past_due' });
    const error = await refused(f.driver.cookie, valid(), f.companyId);
    expect(error).toMatchObject({ status: 403, code: 'subscription_required', message: UPGRADE.expired });
  });
});
