import { CUSTOMER_MESSAGES } from '@dwell/core/schemas/customers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  claims,
  customerAliases,
  customerContacts,
  customers,
  detentionEvents,
  detentionPolicies,
} from '../../lib/schema.ts';
import { faultyD1, requestWith } from '../../../test/security/faults.ts';
import type { CustomerView } from './queries.ts';
import { type Fleet, fleet, logEvent } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer, ORIGIN } from '../../../test/fixtures/http.ts';

const HOUR = 3_600_000;

async function customer(f: Fleet, json: Record<string, unknown>): Promise<CustomerView> {
  const res = await call('/api/customers', { cookie: f.admin.cookie, json });
  expect(res.status).toBe(201);
  return ((await res.json()) as { customer: CustomerView }).customer;
}

const merge = (f: Fleet, duplicateId: string, intoId: string, cookie = f.admin.cookie) =>
  call(`/api/customers/${duplicateId}/merge`, { cookie, json: { intoId } });

const override = (f: Fleet, customerId: string, freeMinutes: number) =>
  call(`/api/policies/customers/${customerId}`, { method: 'PUT', cookie: f.admin.cookie, json: { freeMinutes } });

/**
 * A kept customer and a duplicate with everything a merge moves: two events (one claimed), a policy
 * override, an alias (from an earlier merge) and two contacts, one of them also the kept customer's.
 */
async function world() {
  const f = await fleet();
  const keep = await customer(f, {
    name: 'Acme Foods',
    contacts: [{ name: 'AP', email: 'ap@acme.example' }],
  });
  const duplicate = await customer(f, {
    name: 'ACME Foods Inc',
    contacts: [
      { name: 'Same AP', email: 'AP@acme.example' },
      { name: 'Remit', email: 'remit@acme.example' },
    ],
  });
  const older = await customer(f, { name: 'Acme (old)' });
  expect((await merge(f, older.id, duplicate.id)).status).toBe(200);
  expect((await override(f, duplicate.id, 90)).status).toBe(200);
  const checkIn = Date.now() - 6 * HOUR;
  const claimed = await logEvent(f.driver.cookie, {
    facilityAddress: 'ACME Foods Inc',
    checkInTime: checkIn,
    checkOutTime: checkIn + 4 * HOUR,
  });
  const open = await logEvent(f.driver.cookie, { facilityAddress: 'acme (old)' });
  const claim = await call('/api/claims', { cookie: f.admin.cookie, json: { eventId: claimed.id } });
  expect(claim.status).toBe(201);
  return { f, keep, duplicate, eventIds: [claimed.id, open.id].sort() };
}

/** Everything of the company that points at a customer, as ids by table. */
async function holdings(companyId: string, customerId: string) {
  const [events, claimRows, policies, aliases, contacts] = await Promise.all([
    db()
      .select({ id: detentionEvents.id })
      .from(detentionEvents)
      .where(and(eq(detentionEvents.companyId, companyId), eq(detentionEvents.customerId, customerId))),
    db().select({ id: claims.id }).from(claims).where(eq(claims.customerId, customerId)),
    db()
      .select({ key: detentionPolicies.targetKey, settings: detentionPolicies.settings })
      .from(detentionPolicies)
      .where(eq(detentionPolicies.customerId, customerId)),
    db().select({ name: customerAliases.name }).from(customerAliases).where(eq(customerAliases.customerId, customerId)),
    db()
      .select({ email: customerContacts.email })
      .from(customerContacts)
      .where(eq(customerContacts.customerId, customerId))
      .orderBy(customerContacts.position),
  ]);
  return {
    events: events.map((e) => e.id).sort(),
    claims: claimRows.length,
    policies,
    aliases: aliases.map((a) => a.name).sort(),
    contacts: contacts.map((c) => c.email),
  };
}

const exists = async (id: string) => (await db().select().from(customers).where(eq(customers.id, id))).length === 1;

describe('merging duplicate customers', () => {
  it('moves every event, claim, policy override, alias and new contact onto the kept customer', async () => {
    const { f, keep, duplicate, eventIds } = await world();
    const res = await merge(f, duplicate.id, keep.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { customer: CustomerView; moved: Record<string, number> };
    expect(body.moved).toEqual({ events: 2, claims: 1, policies: 1, aliases: 2, contacts: 1 });
    expect(body.customer).toMatchObject({
      id: keep.id,
      aliases: ['Acme (old)', 'ACME Foods Inc'],
      eventCount: 2,
      claimCount: 1,
    });
    expect(await exists(duplicate.id)).toBe(false);
    expect(await holdings(f.companyId, keep.id)).toEqual({
      events: eventIds,
      claims: 1,
      policies: [{ key: `customer:${keep.id}`, settings: JSON.stringify({ freeMinutes: 90 }) }],
      aliases: ['ACME Foods Inc', 'Acme (old)'],
      contacts: ['ap@acme.example', 'remit@acme.example'],
    });
    // A driver typing a merged name is booked to the kept customer, and the name stays taken.
    const later = await logEvent(f.driver.cookie, { facilityAddress: 'acme foods inc' });
    const [row] = await db().select().from(detentionEvents).where(eq(detentionEvents.id, later.id));
    expect(row?.customerId).toBe(keep.id);
    const again = await call('/api/customers', { cookie: f.admin.cookie, json: { name: 'Acme (OLD)' } });
    expect(again.status).toBe(409);
  });

  it('keeps the kept customer’s own policy override when both have one', async () => {
    const { f, keep, duplicate } = await world();
    expect((await override(f, keep.id, 60)).status).toBe(200);
    expect((await merge(f, duplicate.id, keep.id)).status).toBe(200);
    const rows = await db()
      .select({ key: detentionPolicies.targetKey, settings: detentionPolicies.settings })
      .from(detentionPolicies)
      .where(eq(detentionPolicies.companyId, f.companyId));
    expect(rows.filter((r) => r.key.startsWith('customer:'))).toEqual([
      { key: `customer:${keep.id}`, settings: JSON.stringify({ freeMinutes: 60 }) },
    ]);
  });

  it('is safe against repeats: a second and 10 parallel merges move nothing twice and answer 200', async () => {
    const { f, keep, duplicate } = await world();
    const parallel = await Promise.all(Array.from({ length: 10 }, () => merge(f, duplicate.id, keep.id)));
    expect(parallel.map((r) => r.status)).toEqual(Array(10).fill(200));
    const bodies = (await Promise.all(parallel.map((r) => r.json()))) as { moved: unknown; alreadyMerged: boolean }[];
    expect(bodies.filter((b) => !b.alreadyMerged)).toHaveLength(1);
    const after = await holdings(f.companyId, keep.id);
    const repeat = await merge(f, duplicate.id, keep.id);
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toMatchObject({ alreadyMerged: true, moved: null });
    expect(await holdings(f.companyId, keep.id)).toEqual(after);
    expect(after.aliases).toEqual(['ACME Foods Inc', 'Acme (old)']);
  });

  it('refuses a merge into itself, into another company’s customer, by non-admins, and after a merge elsewhere', async () => {
    const { f, keep, duplicate } = await world();
    const other = await fleet();
    const theirs = await customer(other, { name: 'Their Foods' });
    const before = await holdings(f.companyId, duplicate.id);

    const self = await merge(f, duplicate.id, duplicate.id);
    expect(self.status).toBe(400);
    expect(((await self.json()) as ErrorAnswer).error.message).toBe(CUSTOMER_MESSAGES.mergeSame);
    const intoTheirs = await merge(f, duplicate.id, theirs.id);
    expect(intoTheirs.status).toBe(404);
    expect(((await intoTheirs.json()) as ErrorAnswer).error.message).toBe(CUSTOMER_MESSAGES.notFound);
    expect((await merge(f, theirs.id, keep.id)).status).toBe(404);
    expect((await merge(f, duplicate.id, keep.id, f.dispatcher.cookie)).status).toBe(403);
    expect((await merge(f, duplicate.id, keep.id, f.driver.cookie)).status).toBe(403);
    const missing = await call(`/api/customers/${duplicate.id}/merge`, { cookie: f.admin.cookie, json: {} });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorAnswer).error.message).toBe(CUSTOMER_MESSAGES.mergeTargetRequired);
    expect(await holdings(f.companyId, duplicate.id)).toEqual(before);
    expect(await exists(theirs.id)).toBe(true);

    const third = await customer(f, { name: 'Acme Warehouse' });
    expect((await merge(f, duplicate.id, third.id)).status).toBe(200);
    const elsewhere = await merge(f, duplicate.id, keep.id);
    expect(elsewhere.status).toBe(409);
    expect(((await elsewhere.json()) as ErrorAnswer).error.message).toBe(CUSTOMER_MESSAGES.mergedElsewhere);
  });

  describe('when D1 fails in the middle', () => {
    beforeAll(() => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterAll(() => {
      vi.restoreAllMocks();
    });

    it('leaves the duplicate whole or fully merged at every failure point, never half-moved', async () => {
      let points = 0;
      for (let failAt = 1; ; failAt++) {
        const { f, keep, duplicate } = await world();
        const before = {
          keep: await holdings(f.companyId, keep.id),
          duplicate: await holdings(f.companyId, duplicate.id),
        };
        const faulty = faultyD1(failAt);
        const res = await requestWith(faulty.binding, `${ORIGIN}/api/customers/${duplicate.id}/merge`, {
          method: 'POST',
          headers: { origin: ORIGIN, cookie: f.admin.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ intoId: keep.id }),
        });
        if (!faulty.fired()) {
          expect(res.status).toBe(200);
          break;
        }
        points += 1;
        // Whatever failed, the stored state is the one before or the one after, never between.
        const now = {
          keep: await holdings(f.companyId, keep.id),
          duplicate: await holdings(f.companyId, duplicate.id),
        };
        if (await exists(duplicate.id)) {
          expect(res.status).toBe(500);
          expect(now).toEqual(before);
        } else {
          expect(now.duplicate).toEqual({ events: [], claims: 0, policies: [], aliases: [], contacts: [] });
          expect(now.keep.events).toEqual([...before.keep.events, ...before.duplicate.events].sort());
          expect(now.keep.claims).toBe(1);
          expect(now.keep.aliases).toEqual(['ACME Foods Inc', 'Acme (old)']);
          expect(now.keep.contacts).toEqual(['ap@acme.example', 'remit@acme.example']);
        }
      }
      expect(points).toBeGreaterThan(3);
    });
  });
});
