/** Settings → Integrations for a company admin: connect, secrets at rest, mappings, deliveries, the test button. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integrationDeliveries, integrations } from '../../lib/schema.ts';
import { fleet } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';
import { connect, deliver, eventsOf, genericBody, signedHeaders } from '../../../test/fixtures/integrations.ts';

describe('connecting an integration', () => {
  it('shows a generic secret once, stores it sealed, and it verifies deliveries', async () => {
    const f = await fleet();
    const res = await call('/api/integrations', {
      cookie: f.admin.cookie,
      json: { provider: 'generic', name: 'Geotab' },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as {
      integration: { id: string; endpointUrl: string };
      secret: string;
      message: string;
    };
    expect(created.secret).toMatch(/^dwsec_[A-Za-z0-9_-]{43}$/);
    expect(created.message).toBe('Copy this secret now. It will not be shown again.');
    expect(created.integration.endpointUrl).toBe(
      `http://dwell.test/api/integrations/${created.integration.id}/webhook`,
    );
    const [row] = await db().select().from(integrations).where(eq(integrations.id, created.integration.id));
    expect(row?.secretCiphertext).toMatch(/^v1\./);
    expect(row?.secretCiphertext).not.toContain(created.secret);
    const list = await call('/api/integrations', { cookie: f.admin.cookie });
    const listed = await list.text();
    expect(listed).toContain(created.integration.id);
    expect(listed).not.toContain(created.secret);
    const body = genericBody('evt_x', 'arrival', Date.now() - 60_000, { vehicle: 'V9' });
    const signed = await deliver(created.integration.id, body, signedHeaders('generic', created.secret, body));
    expect(signed.status).toBe(202);
    // A refused delivery counts as the last one too: a wrong secret must show on the screen.
    const wrong = await deliver(created.integration.id, body, signedHeaders('generic', 'dwsec_wrong', body));
    expect(wrong.status).toBe(401);
    const after = (await (await call('/api/integrations', { cookie: f.admin.cookie })).json()) as {
      integrations: { lastDeliveryAt: number | null }[];
    };
    expect(after.integrations[0]?.lastDeliveryAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a Samsara secret that is not base64, a missing vendor secret, and non-admins', async () => {
    const f = await fleet();
    const refuse = async (json: object, cookie = f.admin.cookie) => {
      const res = await call('/api/integrations', { cookie, json });
      return { status: res.status, message: ((await res.json()) as ErrorAnswer).error.message };
    };
    expect(await refuse({ provider: 'samsara', name: 'S', secret: '11121-31231-1231212' })).toEqual({
      status: 400,
      message: 'A Samsara webhook secret is base64 text: paste it exactly as Samsara shows it',
    });
    expect(await refuse({ provider: 'motive', name: 'M' })).toEqual({
      status: 400,
      message: "Paste the webhook secret from the provider's dashboard",
    });
    expect((await refuse({ provider: 'generic', name: 'G' }, f.dispatcher.cookie)).status).toBe(403);
    expect((await refuse({ provider: 'generic', name: 'G' }, f.driver.cookie)).status).toBe(403);
    const rows = await db().select().from(integrations).where(eq(integrations.companyId, f.companyId));
    expect(rows).toEqual([]);
  });
});

describe('mappings', () => {
  it("refuses another company's driver, facility or customer and a second mapping of the same id", async () => {
    const c = await connect('generic');
    const other = await connect('generic');
    const post = async (path: string, json: object) => {
      const res = await call(`/api/integrations/${c.id}/${path}`, { cookie: c.fleet.admin.cookie, json });
      return { status: res.status, message: ((await res.json()) as ErrorAnswer).error?.message };
    };
    expect(await post('vehicles', { vendorVehicleId: 'V2', driverId: other.fleet.driver.userId })).toEqual({
      status: 400,
      message: 'Choose a driver of your company',
    });
    expect(
      await post('places', { vendorPlaceId: 'P2', facilityId: other.facilityId, customerId: c.customerId }),
    ).toEqual({
      status: 400,
      message: 'Choose a facility of your company',
    });
    expect(
      await post('places', { vendorPlaceId: 'P2', facilityId: c.facilityId, customerId: other.customerId }),
    ).toEqual({
      status: 400,
      message: 'Choose a customer of your company',
    });
    expect(await post('vehicles', { vendorVehicleId: 'TRK-104', driverId: c.fleet.otherDriver.userId })).toEqual({
      status: 409,
      message: 'This provider id is already mapped. Remove the mapping first.',
    });
    // Another company's integration is not found, whatever it holds.
    const foreign = await call(`/api/integrations/${other.id}/mappings`, { cookie: c.fleet.admin.cookie });
    expect(foreign.status).toBe(404);
    const mine = (await (
      await call(`/api/integrations/${c.id}/mappings`, { cookie: c.fleet.admin.cookie })
    ).json()) as {
      vehicles: { id: string; vendorVehicleId: string; driverName: string }[];
      places: { vendorPlaceId: string; facilityName: string; customerName: string }[];
    };
    expect(mine.vehicles).toMatchObject([{ vendorVehicleId: 'TRK-104', driverName: 'Marcus Reed' }]);
    expect(mine.places).toMatchObject([
      { vendorPlaceId: 'DC-1', facilityName: 'Acme DC Atlanta', customerName: 'Acme Foods' },
    ]);
    const removed = await call(`/api/integrations/mappings/vehicles/${mine.vehicles[0]?.id}`, {
      cookie: other.fleet.admin.cookie,
      method: 'DELETE',
    });
    expect(removed.status).toBe(404);
    const own = await call(`/api/integrations/mappings/vehicles/${mine.vehicles[0]?.id}`, {
      cookie: c.fleet.admin.cookie,
      method: 'DELETE',
    });
    expect(own.status).toBe(204);
  });
});

describe('the test button and the deliveries log', () => {
  it('sends a signed sample through the real checks, logs it as a test and writes no stop', async () => {
    const c = await connect('samsara');
    const res = await call(`/api/integrations/${c.id}/test`, { cookie: c.fleet.admin.cookie, method: 'POST' });
    expect(await res.json()).toMatchObject({ status: 200, result: 'test_ok', message: null });
    expect(await eventsOf(c.fleet.companyId)).toEqual([]);
    const rows = await db().select().from(integrationDeliveries).where(eq(integrationDeliveries.integrationId, c.id));
    expect(rows).toMatchObject([{ result: 'test_ok', test: true, vendorVehicleId: 'TRK-104', vendorPlaceId: 'DC-1' }]);
    const log = (await (
      await call(`/api/integrations/${c.id}/deliveries`, { cookie: c.fleet.admin.cookie })
    ).json()) as {
      deliveries: { result: string; test: boolean }[];
    };
    expect(log.deliveries).toMatchObject([{ result: 'test_ok', test: true }]);
    expect(JSON.stringify(log)).not.toContain('claimKey');
  });

  it('shows a disconnected integration failing the test, and refuses a second disconnect', async () => {
    const c = await connect('motive');
    const off = () => call(`/api/integrations/${c.id}/disconnect`, { cookie: c.fleet.admin.cookie, method: 'POST' });
    expect(await (await off()).json()).toMatchObject({ integration: { status: 'disconnected' } });
    expect((await off()).status).toBe(409);
    const res = await call(`/api/integrations/${c.id}/test`, { cookie: c.fleet.admin.cookie, method: 'POST' });
    expect(await res.json()).toMatchObject({ status: 410, result: 'disconnected' });
  });
});
