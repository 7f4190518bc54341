import { IDEMPOTENCY } from '@dwell/core/messages';
import { API_SCOPES } from '@dwell/core/schemas/api-keys';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenant } from '../../test/security/world.ts';
import { issueKey } from '../lib/api-keys/keys.ts';
import { eventDocuments, eventNotes, idempotencyKeys } from '../lib/schema.ts';
import { IDEMPOTENCY_TTL_MS } from './idempotency.ts';
import { addMember, eventCount, fleet, logEvent } from '../../test/fixtures/companies.ts';
import { upload } from '../../test/fixtures/documents.ts';
import { png } from '../../test/fixtures/files.ts';
import { call, db, type ErrorAnswer } from '../../test/fixtures/http.ts';

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

  it('takes the same JSON with other spacing or key order as the same request, and another value as another', async () => {
    const f = await fleet();
    const headers = { 'idempotency-key': key(), 'content-type': 'application/json' };
    const body = checkIn(10) as Record<string, unknown>;
    const compact = JSON.stringify(body);
    const spaced = JSON.stringify(Object.fromEntries(Object.entries(body).reverse()), null, 2);
    const first = await call('/api/events', { cookie: f.driver.cookie, body: compact, headers });
    expect(first.status).toBe(201);
    const again = await call('/api/events', { cookie: f.driver.cookie, body: spaced, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const other = JSON.stringify({ ...body, loadNumber: 'LD-OTHER' });
    expect((await call('/api/events', { cookie: f.driver.cookie, body: other, headers })).status).toBe(409);
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
    await db()
      .insert(idempotencyKeys)
      .values({ companyId: f.companyId, callerId: f.driver.userId, key: k, requestHash: 'first-request' });
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
        callerId: f.driver.userId,
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

describe('Idempotency-Key matches the whole request of the same caller', () => {
  const photo = (cookie: string, eventId: string, file: Uint8Array, k: string) =>
    upload(cookie, file, {
      name: 'dock.png',
      query: { eventId, category: 'detention' },
      headers: { 'idempotency-key': k },
    });
  const documentsOf = (eventId: string) =>
    db().select().from(eventDocuments).where(eq(eventDocuments.eventId, eventId));

  it('replays an upload of the same bytes, and refuses other bytes of the same name and length (409), keeping the first', async () => {
    const f = await fleet();
    const event = await logEvent(f.driver.cookie, {}, 60);
    const k = key();
    const first = await photo(f.driver.cookie, event.id, png(100), k);
    expect(first.status).toBe(201);
    const stored = ((await first.json()) as { document: { id: string; sha256: string } }).document;

    const same = await photo(f.driver.cookie, event.id, png(100), k);
    expect(same.status).toBe(201);
    expect(same.headers.get('idempotent-replayed')).toBe('true');
    expect(((await same.json()) as { document: { id: string } }).document.id).toBe(stored.id);

    // The same name and length, one byte different: another photo, which the key must not swallow.
    const other = png(100);
    other[other.length - 1] = 1;
    const changed = await photo(f.driver.cookie, event.id, other, k);
    expect(changed.status).toBe(409);
    expect(((await changed.json()) as ErrorAnswer).error).toEqual({
      code: 'idempotency_conflict',
      message: IDEMPOTENCY.conflict,
    });
    const rows = await documentsOf(event.id);
    expect(rows.map((r) => r.sha256)).toEqual([stored.sha256]);
  });

  it('keeps each caller’s keys their own: a colleague’s request with the same key runs, and never gets the first answer', async () => {
    const f = await fleet();
    const k = key();
    const headers = { 'idempotency-key': k };
    const mine = await call('/api/events', { cookie: f.driver.cookie, json: checkIn(15), headers });
    const theirs = await call('/api/events', { cookie: f.otherDriver.cookie, json: checkIn(15), headers });
    const office = await call('/api/events', {
      cookie: f.dispatcher.cookie,
      json: { ...checkIn(15), driverId: f.driver.userId },
      headers,
    });
    for (const res of [mine, theirs, office]) {
      expect(res.status).toBe(201);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
    }
    const ids = await Promise.all(
      [mine, theirs, office].map(async (r) => ((await r.json()) as { event: { id: string } }).event.id),
    );
    expect(new Set(ids).size).toBe(3);
    expect(await eventCount(f.companyId)).toBe(3);
  });

  it('keys of two API keys of one company are apart as well', async () => {
    const t = await tenant('Keyed');
    const second = await issueKey(db(), t.id, t.people.carrier_admin.userId, {
      name: 'Second',
      scopes: [...API_SCOPES],
    });
    const k = key();
    const create = (token: string) =>
      call('/api/v1/events', {
        json: { facilityName: 'Keyed Dock', facilityAddress: 'Keyed Foods', checkInTime: Date.now() - 30 * MINUTE },
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': k },
      });
    const [a, b] = [await create(t.apiKey), await create(second.token)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(await eventCount(t.id)).toBe(2);
  });

  it('24 parallel check-ins with one key from one caller: one event, every answer the first or "in progress"', async () => {
    const f = await fleet();
    const headers = { 'idempotency-key': key() };
    const tapped = checkIn(25);
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => call('/api/events', { cookie: f.driver.cookie, json: tapped, headers })),
    );
    const created = new Set<string>();
    for (const res of answers) {
      expect([201, 409]).toContain(res.status);
      const body = (await res.json()) as { event?: { id: string }; error?: { code: string } };
      if (res.status === 201) created.add(body.event?.id ?? '');
      else expect(body.error?.code).toBe('idempotency_in_progress');
    }
    expect(created.size).toBe(1);
    expect(await eventCount(f.companyId)).toBe(1);
  }, 60_000);

  it('22 parallel uploads with one key after the first: the same bytes replayed, 20 other photos refused', async () => {
    const f = await fleet();
    const event = await logEvent(f.driver.cookie, {}, 60);
    const k = key();
    const original = png(100);
    expect((await photo(f.driver.cookie, event.id, original, k)).status).toBe(201);
    const others = Array.from({ length: 20 }, (_, i) => {
      const file = png(100);
      file[file.length - 1] = 100 + i;
      return file;
    });
    const answers = await Promise.all(
      [original, ...others, original].map((file) => photo(f.driver.cookie, event.id, file, k)),
    );
    const replayed = answers.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') === 'true');
    const refused = answers.filter((r) => r.status === 409);
    expect([replayed.length, refused.length]).toEqual([2, 20]);
    expect(await documentsOf(event.id)).toHaveLength(1);
  }, 60_000);

  it('20 drivers of one company using the same key at once: each gets their own event', async () => {
    const f = await fleet();
    const drivers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => addMember(f.companyId, 'driver', `Driver ${i}`)),
    );
    const headers = { 'idempotency-key': key() };
    const answers = await Promise.all(
      drivers.map((d) => call('/api/events', { cookie: d.cookie, json: checkIn(12), headers })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(answers.every((r) => r.headers.get('idempotent-replayed') === null)).toBe(true);
    expect(await eventCount(f.companyId)).toBe(20);
  }, 60_000);
});
