import { IDEMPOTENCY } from '@dwell/core/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, db } from '../../test/helpers.ts';
import { type ErrorAnswer, eventCount, fleet, logEvent } from '../../test/fleet.ts';
import { eventDocuments, eventNotes, idempotencyKeys } from '../lib/schema.ts';
import { png, upload } from '../routes/documents/test-helpers.ts';
import { IDEMPOTENCY_TTL_MS } from './idempotency.ts';

const MINUTE = 60_000;
const key = () => `key-${crypto.randomUUID()}`;
const checkIn = (minutesAgo: number) => ({
  facilityName: 'Lakeshore Grocery DC',
  facilityAddress: 'Northline Foods',
  checkInTime: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
});

describe('Idempotency-Key on the driver’s offline actions', () => {
  it('creates one event for a check-in sent twice, answering the first event again', async () => {
    const f = await fleet();
    const headers = { 'idempotency-key': key() };
    // The queue replays exactly what it stored: the same body, with the time the driver tapped.
    const tapped = checkIn(40);
    const first = await call('/api/events', { cookie: f.driver.cookie, json: tapped, headers });
    const again = await call('/api/events', { cookie: f.driver.cookie, json: tapped, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const a = (await first.json()) as { event: { id: string; checkInTime: number } };
    const b = (await again.json()) as { event: { id: string } };
    expect(b.event.id).toBe(a.event.id);
    expect(await eventCount(f.companyId)).toBe(1);
  });

  it('keeps the tapped check-out time and adds a note and a photo once each when replayed', async () => {
    const f = await fleet();
    const event = await logEvent(f.driver.cookie, {}, 90);
    const checkOutTime = new Date(Date.now() - 20 * MINUTE).toISOString();
    const done = { 'idempotency-key': key() };
    const note = { 'idempotency-key': key() };
    const photo = { 'idempotency-key': key() };
    for (let i = 0; i < 2; i++) {
      const c = await call(`/api/events/${event.id}/complete`, {
        cookie: f.driver.cookie,
        json: { checkOutTime },
        headers: done,
      });
      expect(c.status).toBe(200);
      expect(await c.json()).toMatchObject({ status: 'completed', checkOutTime: Date.parse(checkOutTime) });
      const n = await call(`/api/events/${event.id}/notes`, {
        cookie: f.driver.cookie,
        json: { body: 'Dock 4' },
        headers: note,
      });
      expect(n.status).toBe(201);
      const p = await upload(f.driver.cookie, png(), {
        name: 'dock.png',
        query: { eventId: event.id, category: 'detention' },
        headers: photo,
      });
      expect(p.status).toBe(201);
    }
    expect(await db().select().from(eventNotes).where(eq(eventNotes.eventId, event.id))).toHaveLength(1);
    expect(await db().select().from(eventDocuments).where(eq(eventDocuments.eventId, event.id))).toHaveLength(1);
  });

  it('refuses a malformed key or a key reused for another request, writing nothing', async () => {
    const f = await fleet();
    const bad = await call('/api/events', {
      cookie: f.driver.cookie,
      json: checkIn(10),
      headers: { 'idempotency-key': 'x y' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorAnswer).error.message).toBe(IDEMPOTENCY.invalid);
    expect(await eventCount(f.companyId)).toBe(0);

    const shared = { 'idempotency-key': key() };
    const event = await logEvent(f.driver.cookie);
    expect(
      (await call(`/api/events/${event.id}/notes`, { cookie: f.driver.cookie, json: { body: 'a' }, headers: shared }))
        .status,
    ).toBe(201);
    const reused = await call('/api/events', { cookie: f.driver.cookie, json: checkIn(10), headers: shared });
    expect(reused.status).toBe(409);
    expect(((await reused.json()) as ErrorAnswer).error.message).toBe(IDEMPOTENCY.conflict);
    expect(await eventCount(f.companyId)).toBe(1);
  });

  it('frees the key of a refused request so the corrected retry runs, and scopes keys per company', async () => {
    const f = await fleet();
    const other = await fleet();
    const headers = { 'idempotency-key': key() };
    const refused = await call('/api/events', {
      cookie: f.driver.cookie,
      json: { ...checkIn(10), facilityName: '' },
      headers,
    });
    expect(refused.status).toBe(400);
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.companyId, f.companyId))).toHaveLength(0);
    expect((await call('/api/events', { cookie: f.driver.cookie, json: checkIn(10), headers })).status).toBe(201);
    const theirs = await call('/api/events', { cookie: other.driver.cookie, json: checkIn(10), headers });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await eventCount(other.companyId)).toBe(1);
  });

  it('answers 409 while the first request with the key is still running, and writes nothing', async () => {
    const f = await fleet();
    const k = key();
    await db().insert(idempotencyKeys).values({ companyId: f.companyId, key: k, requestHash: 'first-request' });
    const res = await call('/api/events', {
      cookie: f.driver.cookie,
      json: checkIn(10),
      headers: { 'idempotency-key': k },
    });
    expect(res.status).toBe(409);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(IDEMPOTENCY.inProgress);
    expect(await eventCount(f.companyId)).toBe(0);
  });

  it('runs a request again once its key’s first answer has expired', async () => {
    const f = await fleet();
    const k = key();
    await db()
      .insert(idempotencyKeys)
      .values({
        companyId: f.companyId,
        key: k,
        requestHash: 'first-request',
        status: 201,
        response: '{"event":{"id":"ev_old"}}',
        createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 60_000),
      });
    const res = await call('/api/events', {
      cookie: f.driver.cookie,
      json: checkIn(10),
      headers: { 'idempotency-key': k },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(((await res.json()) as { event: { id: string } }).event.id).not.toBe('ev_old');
    expect(await eventCount(f.companyId)).toBe(1);
  });
});
