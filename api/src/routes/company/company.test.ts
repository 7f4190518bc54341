import { VALIDATION } from '@dwell/core/messages';
import { PROFILE_MESSAGES } from '@dwell/core/schemas/profile';
import { TIME_ZONE_MESSAGES } from '@dwell/core/time-zones';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetThrottles, signUp } from '../../../test/fixtures/accounts.ts';
import { joinByInvitation, subscribedCompany } from '../../../test/fixtures/companies.ts';
import { call } from '../../../test/fixtures/http.ts';

beforeEach(resetThrottles);

const info = {
  name: 'Prairie Freight',
  fleetSize: '11-50',
  address: '1 Dock Rd',
  phone: '815-555-0100',
  dotNumber: '3141592',
  mcNumber: '',
};
const readCompany = async (cookie: string) =>
  (await (await call('/api/company', { cookie })).json()) as { company: Record<string, unknown>; canEdit: boolean };

describe('/api/company', () => {
  it('reads and saves the company information for a company admin, without a subscription too', async () => {
    const { cookie } = await signUp();
    expect((await readCompany(cookie)).canEdit).toBe(true);
    const res = await call('/api/company', { method: 'PATCH', cookie, json: info });
    expect(res.status).toBe(200);
    expect((await readCompany(cookie)).company).toMatchObject({ ...info, mcNumber: null });
  });

  it('refuses a missing company name, writing nothing', async () => {
    const { cookie } = await signUp();
    const res = await call('/api/company', { method: 'PATCH', cookie, json: { ...info, name: ' ' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(VALIDATION.companyNameRequired);
    expect((await readCompany(cookie)).company.name).toBe('Acme Hauling');
  });

  it('lets members read but only company admins change it', async () => {
    const owner = await subscribedCompany();
    const driver = await joinByInvitation(owner.cookie, 'driver');
    expect((await readCompany(driver.cookie)).canEdit).toBe(false);
    const res = await call('/api/company', { method: 'PATCH', cookie: driver.cookie, json: info });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      PROFILE_MESSAGES.companyAdminOnly,
    );
    expect((await readCompany(owner.cookie)).company.name).toBe('Acme Hauling');
  });

  it("starts a company on its signup browser's zone, lets its admin choose another, and refuses an unknown one", async () => {
    const { cookie } = await signUp({ timezone: 'America/New_York' });
    expect((await readCompany(cookie)).company.timezone).toBe('America/New_York');
    const session = async () =>
      ((await (await call('/api/auth/session', { cookie })).json()) as { session: { company: { timezone: string } } })
        .session.company;
    expect((await session()).timezone).toBe('America/New_York');

    const bad = await call('/api/company', { method: 'PATCH', cookie, json: { ...info, timezone: 'Eastern' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(TIME_ZONE_MESSAGES.invalid);
    expect((await readCompany(cookie)).company).toMatchObject({ name: 'Acme Hauling', timezone: 'America/New_York' });

    const res = await call('/api/company', { method: 'PATCH', cookie, json: { ...info, timezone: 'America/Denver' } });
    expect(res.status).toBe(200);
    expect((await session()).timezone).toBe('America/Denver');
    // Saving without a zone leaves it as it is.
    await call('/api/company', { method: 'PATCH', cookie, json: info });
    expect((await readCompany(cookie)).company.timezone).toBe('America/Denver');
  });

  it('starts on America/Chicago when the signup browser names no zone it knows', async () => {
    for (const timezone of [undefined, 'Not/A_Zone']) {
      const { cookie } = await signUp(timezone ? { timezone } : {});
      expect((await readCompany(cookie)).company.timezone).toBe('America/Chicago');
    }
  });
});
