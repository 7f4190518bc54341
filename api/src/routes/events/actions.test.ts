import { VALIDATION } from '@dwell/core/messages';
import { EVENT_MESSAGES } from '@dwell/core/schemas/events';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { detentionEvents, eventDocuments, eventNotes } from '../../lib/schema.ts';
import { fleet, logEvent } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';

const MINUTE = 60_000;

async function row(id: string) {
  const [event] = await db().select().from(detentionEvents).where(eq(detentionEvents.id, id));
  return event;
}

describe('event detail', () => {
  it('answers the overview, driver, facility, policy, billing and timeline of a stop', async () => {
    const f = await fleet();
    const event = await logEvent(f.driver.cookie, { notes: 'Gate closed' }, 150);
    const res = await call(`/api/events/${event.id}`, { cookie: f.dispatcher.cookie });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as Record<string, Record<string, unknown> & { action?: string }[]>;
    expect(detail.event).toMatchObject({ id: event.id, status: 'active', notes: 'Gate closed', billable: true });
    expect(detail.driver).toMatchObject({ name: 'Marcus Reed', email: f.driver.email });
    expect(detail.facility).toMatchObject({ name: 'Lakeshore Grocery DC' });
    expect(detail.customer).toMatchObject({ name: 'Northline Foods', kind: 'shipper' });
    expect(detail.policy).toMatchObject({ freeMinutes: 120, hourlyRateCents: 7500, source: 'company' });
    // 150 min waited, 30 past the free time → 30 min billed = $37.50, still running.
    expect(detail.billing).toMatchObject({ billable: true, billedMinutes: 30, amountCents: 3750, running: true });
    expect((detail.timeline as unknown as { action: string; actor: string }[])[0]).toMatchObject({
      action: 'checked_in',
      actor: 'Marcus Reed',
    });
    expect(detail.claim).toBeNull();
  });

  it('answers 404 for another company’s event without a trace of it', async () => {
    const f = await fleet();
    const other = await fleet();
    const theirs = await logEvent(other.driver.cookie);
    for (const path of [
      `/api/events/${theirs.id}`,
      `/api/events/${theirs.id}/notes`,
      `/api/events/${theirs.id}/export.csv`,
    ]) {
      const res = await call(path, { cookie: f.admin.cookie });
      expect(res.status).toBe(404);
      const body = (await res.json()) as ErrorAnswer;
      expect(body.error.message).toBe('Detention event not found');
      expect(JSON.stringify(body)).not.toContain(other.companyId);
    }
    const missing = await call('/api/events/ev_does_not_exist', { cookie: f.admin.cookie });
    expect(missing.status).toBe(404);
    const complete = await call(`/api/events/${theirs.id}/complete`, { cookie: f.admin.cookie, json: {} });
    expect(complete.status).toBe(404);
    expect((await row(theirs.id))?.status).toBe('active');
  });

  it('hides a colleague’s stop from a driver', async () => {
    const f = await fleet();
    const theirs = await logEvent(f.otherDriver.cookie);
    expect((await call(`/api/events/${theirs.id}`, { cookie: f.driver.cookie })).status).toBe(404);
  });
});

describe('Mark as complete and Cancel event', () => {
  it('completes an active stop with its check-out time, logs it, and refuses a second completion', async () => {
    const f = await fleet();
    const event = await logEvent(f.driver.cookie, {}, 200);
    const checkOut = Date.now() - 10 * MINUTE;
    const res = await call(`/api/events/${event.id}/complete`, {
      cookie: f.driver.cookie,
      json: { checkOutTime: checkOut },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'completed', checkOutTime: checkOut });
    expect(await row(event.id)).toMatchObject({ status: 'completed', checkOutTime: new Date(checkOut) });
    const again = await call(`/api/events/${event.id}/complete`, { cookie: f.driver.cookie, json: {} });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorAnswer).error.message).toBe(EVENT_MESSAGES.notActive);
    const detail = (await (await call(`/api/events/${event.id}`, { cookie: f.driver.cookie })).json()) as {
      timeline: { action: string }[];
    };
    // The stop was billable before it ended, so an alert may sit between; the check-in and out frame it.
    const moves = detail.timeline.map((t) => t.action).filter((a) => a !== 'alert_raised');
    expect(moves).toEqual(['checked_in', 'checked_out']);
  });

  it('refuses a check-out before the check-in and leaves the stop active', async () => {
    const f = await fleet();
    const event = await logEvent(f.driver.cookie, {}, 60);
    const res = await call(`/api/events/${event.id}/complete`, {
      cookie: f.driver.cookie,
      json: { checkOutTime: Date.now() - 90 * MINUTE },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(VALIDATION.eventEndBeforeStart);
    expect((await row(event.id))?.status).toBe('active');
  });

  it('refuses a driver changing another driver’s event, and changes nothing', async () => {
    const f = await fleet();
    const theirs = await logEvent(f.otherDriver.cookie);
    for (const action of ['complete', 'cancel']) {
      const res = await call(`/api/events/${theirs.id}/${action}`, { cookie: f.driver.cookie, json: {} });
      expect(res.status).toBe(403);
      expect(((await res.json()) as ErrorAnswer).error).toMatchObject({
        code: 'not_owner',
        message: EVENT_MESSAGES.notOwner,
      });
    }
    expect(await row(theirs.id)).toMatchObject({ status: 'active', checkOutTime: null });
  });

  it('cancels a stop: it bills nothing and shows as cancelled', async () => {
    const f = await fleet();
    const event = await logEvent(f.driver.cookie, {}, 300);
    const res = await call(`/api/events/${event.id}/cancel`, {
      cookie: f.dispatcher.cookie,
      json: { reason: 'Load refused' },
    });
    expect(res.status).toBe(200);
    const detail = (await (await call(`/api/events/${event.id}`, { cookie: f.driver.cookie })).json()) as {
      event: { status: string; billable: boolean; amountCents: number };
      timeline: { action: string; details: { reason?: string } }[];
    };
    expect(detail.event).toMatchObject({ status: 'cancelled', billable: false, amountCents: 0 });
    expect(detail.timeline.at(-1)).toMatchObject({ action: 'cancelled', details: { reason: 'Load refused' } });
  });

  it('lets only a carrier admin delete an event', async () => {
    const f = await fleet();
    const event = await logEvent(f.driver.cookie);
    expect((await call(`/api/events/${event.id}`, { method: 'DELETE', cookie: f.dispatcher.cookie })).status).toBe(403);
    expect((await call(`/api/events/${event.id}`, { method: 'DELETE', cookie: f.admin.cookie })).status).toBe(204);
    expect(await row(event.id)).toBeUndefined();
  });

  it('keeps an event that has evidence documents', async () => {
    const f = await fleet();
    const event = await logEvent(f.driver.cookie);
    await db()
      .insert(eventDocuments)
      .values({
        id: `doc_${event.id}`,
        companyId: f.companyId,
        eventId: event.id,
        name: 'bol.pdf',
        type: 'application/pdf',
        objectKey: `${f.companyId}/${event.id}/bol`,
        size: 10,
        sha256: 'b'.repeat(64),
      });
    const res = await call(`/api/events/${event.id}`, { method: 'DELETE', cookie: f.admin.cookie });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(EVENT_MESSAGES.hasDocuments);
    expect(await row(event.id)).toBeDefined();
  });
});

describe('notes', () => {
  it('adds and lists notes with their author, and refuses an empty one', async () => {
    const f = await fleet();
    const event = await logEvent(f.driver.cookie);
    const added = await call(`/api/events/${event.id}/notes`, {
      cookie: f.dispatcher.cookie,
      json: { body: 'Called the receiver' },
    });
    expect(added.status).toBe(201);
    const empty = await call(`/api/events/${event.id}/notes`, { cookie: f.driver.cookie, json: { body: '   ' } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorAnswer).error.message).toBe(EVENT_MESSAGES.noteRequired);
    const res = await call(`/api/events/${event.id}/notes`, { cookie: f.driver.cookie });
    const { notes } = (await res.json()) as { notes: { body: string; author: string }[] };
    expect(notes).toEqual([expect.objectContaining({ body: 'Called the receiver', author: 'Dee Dispatch' })]);
    expect(await db().select().from(eventNotes).where(eq(eventNotes.eventId, event.id))).toHaveLength(1);
  });
});
