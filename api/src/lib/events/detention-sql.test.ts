import { DEFAULT_DETENTION_POLICY, type DetentionPolicy } from '@dwell/core/detention';
import { newId } from '@dwell/core/ids';
import type { PolicyOverride } from '@dwell/core/schemas/policies';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkedIn, facilityTotals, windowTotals } from '../../routes/reports/queries.ts';
import {
  claimSettings,
  customers,
  type DetentionEvent,
  detentionEvents,
  detentionPolicies,
  facilities,
} from '../schema.ts';
import { pricedStops } from './detention-sql.ts';
import { loadPolicies, type PolicySet, policyForEvent } from './policy.ts';
import { pricingOf } from './pricing.ts';
import { signUp } from '../../../test/fixtures/accounts.ts';
import { db } from '../../../test/fixtures/http.ts';
import { DAY, MINUTE, random } from '../../../test/fixtures/report-history.ts';

const OPEN_STOPS = { confirmHours: 24, limitHours: 72 };
/** What a stop bills on every screen: its stored price, else today's policy (running stops up to the limit). */
const priceOf = (event: DetentionEvent, policies: PolicySet) => pricingOf(event, policies, NOW).breakdown;

const NOW = Date.now();
const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

/** A policy with every field drawn at random from the values the policy forms accept. */
function randomPolicy(rand: () => number): DetentionPolicy {
  return {
    freeMinutes: pick(rand, [0, 30, 120]),
    hourlyRateCents: pick(rand, [0, 4999, 7500, 10_001]),
    incrementMinutes: pick(rand, [1, 6, 15, 30, 60]),
    rounding: pick(rand, ['up', 'down', 'nearest'] as const),
    capCents: pick(rand, [null, 0, 2500, 15_000]),
    clockStart: pick(rand, ['arrival', 'appointment'] as const),
    lateArrival: pick(rand, ['forfeit', 'from_arrival'] as const),
    lateGraceMinutes: pick(rand, [0, 15, 60]),
  };
}

/** An override setting a random half of the fields (a cap of null removes the company's cap). */
function randomOverride(rand: () => number): PolicyOverride {
  const full = randomPolicy(rand);
  return Object.fromEntries(Object.entries(full).filter(() => rand() < 0.5)) as PolicyOverride;
}

describe('pricedStops: the SQL twin of computeDetention', () => {
  let companyId = '';
  let facilityIds: string[] = [];
  let customerIds: string[] = [];
  const events: DetentionEvent[] = [];

  beforeAll(async () => {
    const owner = await signUp();
    companyId = owner.companyId;
    facilityIds = [newId('fac'), newId('fac'), newId('fac')];
    customerIds = [newId('cus'), newId('cus')];
    await db()
      .insert(facilities)
      .values(facilityIds.map((id, n) => ({ id, companyId, name: `Dock ${n}` })));
    await db()
      .insert(customers)
      .values(customerIds.map((id, n) => ({ id, companyId, name: `Shipper ${n}` })));
    const rand = random(2026);
    for (let n = 0; n < 400; n++) {
      const checkIn = NOW - Math.floor(rand() * 20 * DAY) - Math.floor(rand() * 60_000);
      const running = n % 9 === 0;
      // Seconds matter: whole minutes are floored, so waits land on both sides of every boundary.
      const stay = Math.floor(rand() * 600) * MINUTE + Math.floor(rand() * 60_000);
      const appointment = rand() < 0.3 ? null : checkIn + Math.floor((rand() - 0.5) * 240) * MINUTE;
      const status = running ? 'active' : n % 13 === 5 ? 'cancelled' : 'completed';
      const facility = n % 10 === 3 ? null : pick(rand, facilityIds);
      // A third of the completed stops carry a stored price unlike anything today's policies would give.
      const stored = status === 'completed' && n % 3 === 1;
      const storedBillable = rand() < 0.8;
      const row = {
        id: newId('ev'),
        companyId,
        userId: owner.userId,
        facilityId: facility,
        customerId: rand() < 0.2 ? null : pick(rand, customerIds),
        facilityName: facility
          ? `Dock ${facilityIds.indexOf(facility)}`
          : pick(rand, ['Roadside Yard', 'ROADSIDE YARD']),
        facilityAddress: 'Somewhere',
        driverName: 'Driver',
        appointmentTime: appointment === null ? null : new Date(appointment),
        checkInTime: new Date(checkIn),
        checkOutTime: running ? null : new Date(checkIn + stay),
        freeTimeMinutes: pick(rand, [0, 45, 120, 120]),
        status,
        pricedAt: stored ? new Date(checkIn + stay) : null,
        pricedPolicy: stored ? JSON.stringify(randomPolicy(rand)) : null,
        pricedBillable: stored ? storedBillable : null,
        pricedBilledMinutes: stored ? Math.floor(rand() * 300) : null,
        pricedCents: stored ? (storedBillable ? 1 + Math.floor(rand() * 90_000) : 0) : null,
      } as const;
      await db().insert(detentionEvents).values(row);
      events.push(row as unknown as DetentionEvent);
    }
  });

  const where = () => checkedIn(companyId, null, NOW - 30 * DAY, NOW + DAY);
  const counted = () => events.filter((e) => e.status !== 'cancelled');

  /** Saves a company default, overrides and open-stop limit as the policy routes store them, and loads them back. */
  async function savePolicies(rand: () => number, seed: number): Promise<PolicySet> {
    await db().delete(detentionPolicies).where(eq(detentionPolicies.companyId, companyId));
    await db().delete(claimSettings).where(eq(claimSettings.companyId, companyId));
    // Seed 1 keeps the default 72 h; the others cut running stops off anywhere from an hour to the 30-day maximum.
    if (seed > 1) {
      const limitHours = pick(rand, [1, 5, 72, 200, 720]);
      await db().insert(claimSettings).values({ companyId, openStopConfirmHours: 1, openStopLimitHours: limitHours });
    }
    const row = (scope: 'company' | 'customer' | 'facility', target: string | null, settings: string) => ({
      id: newId('pol'),
      companyId,
      scope,
      customerId: scope === 'customer' ? target : null,
      facilityId: scope === 'facility' ? target : null,
      targetKey: target ? `${scope}:${target}` : 'company',
      settings,
    });
    const company = seed === 1 ? DEFAULT_DETENTION_POLICY : randomPolicy(rand);
    await db()
      .insert(detentionPolicies)
      .values([
        row('company', null, JSON.stringify(company)),
        ...customerIds
          .filter(() => rand() < 0.7)
          .map((id) => row('customer', id, JSON.stringify(randomOverride(rand)))),
        ...facilityIds
          .filter(() => rand() < 0.7)
          .map((id) => row('facility', id, JSON.stringify(randomOverride(rand)))),
      ]);
    // A stored override that no longer parses is skipped by both (seed 2), never a failed report.
    if (seed === 2) {
      await db()
        .insert(detentionPolicies)
        .values(row('facility', facilityIds[0] as string, '{not json'))
        .onConflictDoUpdate({
          target: [detentionPolicies.companyId, detentionPolicies.targetKey],
          set: { settings: '{not json' },
        });
    }
    return loadPolicies(db(), companyId);
  }

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('prices every stop to the cent under random policy set %i', async (seed) => {
    const policies = await savePolicies(random(seed), seed);
    if (seed > 2) expect(policies.customers.size + policies.facilities.size).toBeGreaterThan(0);
    const rows = await db().all<{ check_in: number; minutes: number; billable: number; cents: number }>(
      sql`SELECT check_in, minutes, billable, cents FROM ${pricedStops(policies, NOW, where())}`,
    );
    // The rows name no id (the index that prices them holds none); the stops' check-ins are all different.
    const byCheckIn = new Map(rows.map((row) => [row.check_in, row]));
    expect(byCheckIn.size).toBe(rows.length);
    expect(rows).toHaveLength(counted().length);
    let billable = 0;
    for (const event of counted()) {
      const expected = priceOf(event, policies);
      const priced = {
        minutes: expected.totalMinutes,
        billable: Number(expected.billable),
        cents: expected.amountCents,
      };
      const checkIn = event.checkInTime.getTime();
      expect(byCheckIn.get(checkIn), JSON.stringify({ event, policy: policyForEvent(policies, event) })).toEqual({
        check_in: checkIn,
        ...priced,
      });
      billable += priced.billable;
    }
    // The draw must exercise both outcomes, or the comparison proves little.
    expect(billable).toBeGreaterThan(0);
    expect(billable).toBeLessThan(counted().length);
  });

  it('adds up the same totals and p90 per facility as the stops one by one', async () => {
    const policies: PolicySet = {
      company: { ...DEFAULT_DETENTION_POLICY, capCents: 20_000 },
      companySaved: true,
      customers: new Map(),
      facilities: new Map(),
      openStops: OPEN_STOPS,
    };
    const [[totals], perFacility] = await db().batch([
      windowTotals(db(), policies, NOW, where()),
      facilityTotals(db(), policies, NOW, where()),
    ]);
    const priced = counted().map((event) => ({
      key: event.facilityId ?? `name:${event.facilityName.toLowerCase()}`,
      ...priceOf(event, policies),
    }));
    const sum = (list: typeof priced, pick: (p: (typeof priced)[number]) => number) =>
      list.reduce((total, p) => total + pick(p), 0);
    expect(totals).toEqual({
      events: priced.length,
      minutes: sum(priced, (p) => p.totalMinutes),
      cents: sum(priced, (p) => p.amountCents),
      facilities: new Set(priced.map((p) => p.key)).size,
    });
    expect(perFacility).toHaveLength(4);
    for (const row of perFacility) {
      const group = priced.filter((p) => p.key === (row.facilityId ?? 'name:roadside yard'));
      const waits = group.map((p) => p.totalMinutes).sort((a, b) => a - b);
      expect(row).toMatchObject({
        events: group.length,
        minutes: sum(group, (p) => p.totalMinutes),
        billable: group.filter((p) => p.billable).length,
        cents: sum(group, (p) => p.amountCents),
        p90Minutes: waits[Math.ceil((9 * waits.length) / 10) - 1],
      });
    }
  });

  it('p90 is the nearest rank, exact where 0.9 × n is not (70 stops: the 63rd)', async () => {
    const owner = await signUp();
    const facilityId = newId('fac');
    await db().insert(facilities).values({ id: facilityId, companyId: owner.companyId, name: 'Seventy Dock' });
    const base = NOW - DAY;
    // One row per statement: D1 binds at most 100 parameters.
    for (let n = 0; n < 70; n++) {
      await db()
        .insert(detentionEvents)
        .values({
          id: newId('ev'),
          companyId: owner.companyId,
          userId: owner.userId,
          facilityId,
          facilityName: 'Seventy Dock',
          facilityAddress: 'Somewhere',
          driverName: 'Driver',
          checkInTime: new Date(base + n * MINUTE),
          // Minutes 70 down to 1, so the order of the rows is not the order of the waits.
          checkOutTime: new Date(base + n * MINUTE + (70 - n) * MINUTE),
          freeTimeMinutes: 120,
          status: 'completed',
        });
    }
    const policies: PolicySet = {
      company: DEFAULT_DETENTION_POLICY,
      companySaved: false,
      customers: new Map(),
      facilities: new Map(),
      openStops: OPEN_STOPS,
    };
    const [row] = await facilityTotals(db(), policies, NOW, checkedIn(owner.companyId, null, base, NOW));
    expect(row).toMatchObject({ facilityId, events: 70, minutes: (70 * 71) / 2, p90Minutes: 63, billable: 0 });
  });
});
