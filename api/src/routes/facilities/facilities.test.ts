import { CUSTOMER_MESSAGES } from '@dwell/core/schemas/customers';
import { FACILITY_MESSAGES } from '@dwell/core/schemas/events';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, facilities } from '../../lib/schema.ts';
import { call, db } from '../../../test/helpers.ts';
import { type ErrorAnswer, fleet } from '../../../test/fleet.ts';

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
});
