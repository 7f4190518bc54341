import { DEFAULT_DETENTION_POLICY } from '@dwell/core/detention';
import { AUTH } from '@dwell/core/messages';
import { POLICY_MESSAGES } from '@dwell/core/schemas/policies';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { detentionPolicies } from '../../lib/schema.ts';
import { fleet, logEvent } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';

async function detail(cookie: string, id: string) {
  return (await (await call(`/api/events/${id}`, { cookie })).json()) as {
    event: { freeTimeMinutes: number; amountCents: number };
    policy: { source: string; hourlyRateCents: number; capCents: number | null };
    customer: { id: string };
    facility: { id: string };
  };
}

describe('detention policies', () => {
  it('starts from the company default of 120 free minutes at $75.00/h', async () => {
    const f = await fleet();
    const res = await call('/api/policies', { cookie: f.dispatcher.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      company: DEFAULT_DETENTION_POLICY,
      companySaved: false,
      customers: [],
      facilities: [],
      claimSettings: { reminderDays: 30 },
    });
  });

  it('layers company default, customer override and facility override, facility last', async () => {
    const f = await fleet();
    // Stops still under way 200 minutes in: they follow today's policies (a completed one keeps its stored price).
    const first = await logEvent(f.driver.cookie, {}, 200);
    const { customer, facility } = await detail(f.admin.cookie, first.id);

    const company = { ...DEFAULT_DETENTION_POLICY, freeMinutes: 90, hourlyRateCents: 6000, incrementMinutes: 1 };
    expect((await call('/api/policies/company', { method: 'PUT', cookie: f.admin.cookie, json: company })).status).toBe(
      200,
    );
    const byCustomer = await call(`/api/policies/customers/${customer.id}`, {
      method: 'PUT',
      cookie: f.admin.cookie,
      json: { hourlyRateCents: 9000 },
    });
    expect(byCustomer.status).toBe(200);
    const byFacility = await call(`/api/policies/facilities/${facility.id}`, {
      method: 'PUT',
      cookie: f.admin.cookie,
      json: { capCents: 5000 },
    });
    expect(byFacility.status).toBe(200);

    // A new stop takes the company's free time; rate from the customer, cap from the facility.
    const second = await logEvent(f.otherDriver.cookie, {}, 200);
    const after = await detail(f.admin.cookie, second.id);
    expect(after.event.freeTimeMinutes).toBe(90);
    expect(after.policy).toMatchObject({ source: 'facility', hourlyRateCents: 9000, capCents: 5000 });
    // 110 billable minutes at $90/h = $165.00, held at the $50.00 cap.
    expect(after.event.amountCents).toBe(5000);
    // The first stop keeps the free time it was logged with (120), billed under today's rate and cap.
    const before = await detail(f.admin.cookie, first.id);
    expect(before.event).toMatchObject({ freeTimeMinutes: 120, amountCents: 5000 });

    expect(
      (await call(`/api/policies/facilities/${facility.id}`, { method: 'DELETE', cookie: f.admin.cookie })).status,
    ).toBe(204);
    // Without the cap: 80 billable minutes at $90/h, 1-minute increments = $120.00.
    expect((await detail(f.admin.cookie, first.id)).event.amountCents).toBe(12_000);
    const listed = (await (await call('/api/policies', { cookie: f.admin.cookie })).json()) as {
      customers: { id: string; override: object }[];
      facilities: unknown[];
    };
    expect(listed.customers).toEqual([
      expect.objectContaining({ id: customer.id, override: { hourlyRateCents: 9000 } }),
    ]);
    expect(listed.facilities).toEqual([]);
  });

  it('refuses a malformed policy with a clear message and saves nothing', async () => {
    const f = await fleet();
    const bad = { ...DEFAULT_DETENTION_POLICY, incrementMinutes: 7 };
    const res = await call('/api/policies/company', { method: 'PUT', cookie: f.admin.cookie, json: bad });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(POLICY_MESSAGES.increment);
    const negative = await call('/api/policies/company', {
      method: 'PUT',
      cookie: f.admin.cookie,
      json: { ...DEFAULT_DETENTION_POLICY, hourlyRateCents: -1 },
    });
    expect(((await negative.json()) as ErrorAnswer).error.message).toBe(POLICY_MESSAGES.hourlyRate);
    expect(
      await db().select().from(detentionPolicies).where(eq(detentionPolicies.companyId, f.companyId)),
    ).toHaveLength(0);
  });

  it('lets only the carrier admin change policies, and only for its own customers', async () => {
    const f = await fleet();
    const other = await fleet();
    const theirs = await logEvent(other.driver.cookie);
    const { customer } = await detail(other.admin.cookie, theirs.id);
    const asDispatcher = await call('/api/policies/company', {
      method: 'PUT',
      cookie: f.dispatcher.cookie,
      json: DEFAULT_DETENTION_POLICY,
    });
    expect(asDispatcher.status).toBe(403);
    expect(((await asDispatcher.json()) as ErrorAnswer).error.message).toBe(AUTH.noPermission);
    const foreign = await call(`/api/policies/customers/${customer.id}`, {
      method: 'PUT',
      cookie: f.admin.cookie,
      json: { freeMinutes: 1 },
    });
    expect(foreign.status).toBe(404);
  });

  it('saves the claim reminder period', async () => {
    const f = await fleet();
    const res = await call('/api/policies/claims', {
      method: 'PUT',
      cookie: f.admin.cookie,
      json: { reminderDays: 14 },
    });
    expect(res.status).toBe(200);
    const zero = await call('/api/policies/claims', {
      method: 'PUT',
      cookie: f.admin.cookie,
      json: { reminderDays: 0 },
    });
    expect(((await zero.json()) as ErrorAnswer).error.message).toBe(POLICY_MESSAGES.reminderDays);
    const read = (await (await call('/api/policies', { cookie: f.admin.cookie })).json()) as { claimSettings: object };
    expect(read.claimSettings).toEqual({ reminderDays: 14 });
  });
});
