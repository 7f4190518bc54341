/**
 * Limits and invariants under parallel requests (ASVS V2.3.4, V15.4.2): every tier limit and the "a company
 * keeps a company admin" rule is checked by the write itself (a conditional INSERT or UPDATE), so 20+
 * requests racing each other never pass a limit a single request could not.
 */
import { newId } from '@dwell/core/ids';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, detentionEvents, eventDocuments, invitations, userRoles, users } from '../../src/lib/schema.ts';
import { tenant } from './world.ts';
import { uniqueEmail } from '../fixtures/accounts.ts';
import { addEvent, addMember } from '../fixtures/companies.ts';
import { upload } from '../fixtures/documents.ts';
import { png } from '../fixtures/files.ts';
import { call, db } from '../fixtures/http.ts';

const MINUTE = 60_000;

/** How many answers had each status, e.g. { 201: 5, 403: 25 }. */
async function statuses(answers: Promise<Response>[]): Promise<Record<number, number>> {
  const tally: Record<number, number> = {};
  for (const res of await Promise.all(answers)) {
    tally[res.status] = (tally[res.status] ?? 0) + 1;
    await res.body?.cancel();
  }
  return tally;
}

/** `n` open detention events of the company's driver, written directly (8 rows a statement: ≤ 100 values). */
async function openEvents(companyId: string, userId: string, n: number) {
  const rows = Array.from({ length: n }, () => ({
    id: newId('ev'),
    companyId,
    userId,
    facilityName: 'Fill Dock',
    facilityAddress: 'Fill Foods',
    driverName: 'Fill Driver',
    checkInTime: new Date(Date.now() - 30 * MINUTE),
    status: 'active' as const,
    freeTimeMinutes: 120,
  }));
  for (let i = 0; i < rows.length; i += 8) {
    await db()
      .insert(detentionEvents)
      .values(rows.slice(i, i + 8));
  }
}

const activeEvents = async (companyId: string) =>
  (
    await db()
      .select({ n: count() })
      .from(detentionEvents)
      .where(and(eq(detentionEvents.companyId, companyId), eq(detentionEvents.status, 'active')))
  )[0]?.n;

describe('tier limits under parallel requests', () => {
  it('30 parallel check-ins at 95 of 100 open events: exactly 5 pass, 100 open', async () => {
    const t = await tenant('Rush');
    await openEvents(t.id, t.people.driver.userId, 95);
    const checkIn = (i: number) =>
      call('/api/events', {
        cookie: t.people.dispatcher.cookie,
        json: {
          facilityName: `Rush Dock ${i % 3}`,
          facilityAddress: 'Rush Foods',
          checkInTime: new Date(Date.now() - 20 * MINUTE).toISOString(),
          driverId: t.people.driver.userId,
        },
      });
    expect(await statuses(Array.from({ length: 30 }, (_, i) => checkIn(i)))).toEqual({ 201: 5, 403: 25 });
    expect(await activeEvents(t.id)).toBe(100);
  }, 60_000);

  it('24 parallel invitations at 3 of 10 seats: exactly 7 pass, 10 seats used', async () => {
    const t = await tenant('Hiring');
    // The tenant has four people; one leaves so three seats are taken.
    await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, t.people.carrier.userId));
    const invite = (i: number) =>
      call('/api/team/invitations', {
        cookie: t.people.carrier_admin.cookie,
        json: { email: uniqueEmail(`seat-${i}`), role: 'driver' },
        headers: { 'cf-connecting-ip': `198.18.0.${i + 1}` },
      });
    expect(await statuses(Array.from({ length: 24 }, (_, i) => invite(i)))).toEqual({ 201: 7, 403: 17 });
    const [pending] = await db()
      .select({ n: count() })
      .from(invitations)
      .where(and(eq(invitations.companyId, t.id), isNull(invitations.revokedAt)));
    expect(pending?.n).toBe(7);
  }, 60_000);

  it('20 parallel invitations of one address: one invitation', async () => {
    const t = await tenant('Twice');
    const email = uniqueEmail('same');
    const invite = (i: number) =>
      call('/api/team/invitations', {
        cookie: t.people.carrier_admin.cookie,
        json: { email, role: 'dispatcher' },
        headers: { 'cf-connecting-ip': `198.18.1.${i + 1}` },
      });
    const tally = await statuses(Array.from({ length: 20 }, (_, i) => invite(i)));
    expect(tally[201]).toBe(1);
    expect((tally[409] ?? 0) + (tally[429] ?? 0)).toBe(19);
    expect(await db().select().from(invitations).where(eq(invitations.email, email))).toHaveLength(1);
  }, 60_000);

  it('25 parallel API key creations with 1 of 20 held: exactly 19 pass, 20 active', async () => {
    const t = await tenant('Keyring');
    const create = (i: number) =>
      call('/api/api-keys', {
        cookie: t.people.carrier_admin.cookie,
        json: { name: `Key ${i}`, scopes: ['events:read'] },
      });
    expect(await statuses(Array.from({ length: 25 }, (_, i) => create(i)))).toEqual({ 201: 19, 409: 6 });
    const [active] = await db()
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, t.id), isNull(apiKeys.revokedAt)));
    expect(active?.n).toBe(20);
  }, 60_000);

  it('20 parallel uploads at 495 of 500 documents: exactly 5 pass, 500 stored', async () => {
    const t = await tenant('Paper');
    const owner = t.people.carrier_admin;
    // Each upload joins its own event's evidence chain, so the race is on the limit alone.
    const events = await Promise.all(Array.from({ length: 20 }, () => addEvent(t.id, t.people.driver.userId)));
    const filler = Array.from({ length: 495 }, (_, i) => ({
      id: newId('doc'),
      companyId: t.id,
      eventId: null,
      uploadedBy: owner.userId,
      name: `fill-${i}.png`,
      type: 'image/png',
      objectKey: `${t.id}/general/fill-${i}`,
      size: 1,
      sha256: '0'.repeat(64),
      category: 'other' as const,
      metadata: '{}',
    }));
    // 13 values a row: 6 rows a statement stay within D1's 100 bound values.
    for (let i = 0; i < filler.length; i += 6) {
      await db()
        .insert(eventDocuments)
        .values(filler.slice(i, i + 6));
    }
    const answers = events.map((eventId, i) =>
      upload(owner.cookie, png(64 + i), { name: `race-${i}.png`, query: { eventId, category: 'detention' } }),
    );
    expect(await statuses(answers)).toEqual({ 201: 5, 403: 15 });
    const [stored] = await db().select({ n: count() }).from(eventDocuments).where(eq(eventDocuments.companyId, t.id));
    expect(stored?.n).toBe(500);
  }, 90_000);
});

/** The company's active company admins. */
const admins = async (companyId: string) =>
  db()
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.companyId, companyId), isNull(users.disabledAt), eq(userRoles.roleId, 'role_carrier_admin')));

describe('a company never loses its last company admin', () => {
  it('two admins demoting each other at once: one wins, one admin remains', async () => {
    const t = await tenant('Duel');
    const a = t.people.carrier_admin;
    const b = await addMember(t.id, 'carrier_admin', 'Duel');
    const demote = (who: string, whom: string) =>
      call(`/api/team/members/${whom}`, { method: 'PATCH', cookie: who, json: { role: 'dispatcher' } });
    expect(await statuses([demote(a.cookie, b.userId), demote(b.cookie, a.userId)])).toEqual({ 200: 1, 409: 1 });
    expect(await admins(t.id)).toHaveLength(1);
  });

  it('12 admins demoting and removing each other in 24 parallel requests: at least one admin remains', async () => {
    const t = await tenant('Coup');
    const team = [
      t.people.carrier_admin,
      ...(await Promise.all(Array.from({ length: 11 }, () => addMember(t.id, 'carrier_admin', 'Coup')))),
    ];
    const answers = team.flatMap((admin, i) => {
      const next = team[(i + 1) % team.length]?.userId ?? '';
      const after = team[(i + 2) % team.length]?.userId ?? '';
      return [
        call(`/api/team/members/${next}`, { method: 'PATCH', cookie: admin.cookie, json: { role: 'driver' } }),
        call(`/api/team/members/${after}`, { method: 'DELETE', cookie: admin.cookie }),
      ];
    });
    const tally = await statuses(answers);
    // Refused as the last admin (409), or the target or the caller already gone (404, 401): never a 5xx.
    expect(Object.keys(tally).every((s) => ['200', '401', '403', '404', '409'].includes(s))).toBe(true);
    expect(tally[409]).toBeGreaterThan(0);
    expect((await admins(t.id)).length).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('refuses removing the last other admin when the only other one was removed first', async () => {
    const t = await tenant('Pair');
    const a = t.people.carrier_admin;
    const b = await addMember(t.id, 'carrier_admin', 'Pair');
    const remove = (who: string, whom: string) => call(`/api/team/members/${whom}`, { method: 'DELETE', cookie: who });
    const tally = await statuses([remove(a.cookie, b.userId), remove(b.cookie, a.userId)]);
    expect(tally[200]).toBe(1);
    expect(await admins(t.id)).toHaveLength(1);
  });
});
