import { VALIDATION } from '@dwell/core/messages';
import { PROFILE_MESSAGES } from '@dwell/core/schemas/profile';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetThrottles, signUp, userRow } from '../../../test/fixtures/accounts.ts';
import { joinByInvitation, subscribedCompany } from '../../../test/fixtures/companies.ts';
import { call } from '../../../test/fixtures/http.ts';

beforeEach(resetThrottles);

const valid = {
  fullName: 'Dana Morales',
  phoneNumber: '(312) 555-0100',
  companyName: 'Acme Hauling',
  fleetSize: '1-10',
};

async function companyOf(cookie: string) {
  const res = await call('/api/profile', { cookie });
  return ((await res.json()) as { profile: { companyName: string; fleetSize: string } }).profile;
}

describe('GET /api/profile', () => {
  it('answers the profile of docs/product.md#profile-page with the company name and fleet size', async () => {
    const { cookie, email } = await signUp();
    const res = await call('/api/profile', { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { profile: Record<string, unknown>; canEditCompany: boolean };
    expect(body.profile).toMatchObject({ email, fullName: null, phoneNumber: null, companyName: 'Acme Hauling' });
    expect(body.profile.fleetSize).toBe('1-10');
    expect(body.canEditCompany).toBe(true);
  });

  it('needs a session', async () => {
    expect((await call('/api/profile')).status).toBe(401);
  });
});

describe('PATCH /api/profile', () => {
  it('saves the form, says so, and recalculates onboarding (docs/product.md#onboarding)', async () => {
    const { cookie, userId } = await signUp();
    const res = await call('/api/profile', { method: 'PATCH', cookie, json: { ...valid, companyName: 'Acme 2' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; onboarding: { progress: number; justCompleted: string[] } };
    expect(body.message).toBe('Profile updated successfully');
    expect(body.onboarding.progress).toBe(100);
    expect(body.onboarding.justCompleted).toEqual(['profile']);
    const row = await userRow(userId);
    expect(row).toMatchObject({ fullName: 'Dana Morales', profileCompleted: true, onboardingProgress: 100 });
    expect((await companyOf(cookie)).companyName).toBe('Acme 2');
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['an empty full name', { fullName: '  ' }, VALIDATION.fullNameRequired],
    ['a missing full name', { fullName: undefined }, VALIDATION.fullNameRequired],
    ['an empty company name', { companyName: '' }, VALIDATION.companyNameRequired],
    ['a phone with 9 characters', { phoneNumber: '312555010' }, VALIDATION.phoneTooShort],
    ['a phone of 9 characters padded with spaces', { phoneNumber: '  312555010  ' }, VALIDATION.phoneTooShort],
    ['an empty fleet size', { fleetSize: '' }, VALIDATION.fleetSizeRequired],
    ['no fleet size', { fleetSize: undefined }, VALIDATION.fleetSizeRequired],
  ];
  for (const [what, change, message] of refusals) {
    it(`refuses ${what} with '${message}' and writes nothing`, async () => {
      const { cookie, userId } = await signUp();
      const res = await call('/api/profile', { method: 'PATCH', cookie, json: { ...valid, ...change } });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error).toMatchObject({ code: 'validation_failed', message });
      expect((await userRow(userId))?.fullName).toBeNull();
      expect(await companyOf(cookie)).toMatchObject({ companyName: 'Acme Hauling', fleetSize: '1-10' });
    });
  }

  it('lets a driver save their name and phone with the company values unchanged', async () => {
    const owner = await subscribedCompany();
    const driver = await joinByInvitation(owner.cookie, 'driver');
    const res = await call('/api/profile', { method: 'PATCH', cookie: driver.cookie, json: valid });
    expect(res.status).toBe(200);
    expect((await userRow(driver.userId))?.phoneNumber).toBe('(312) 555-0100');
  });

  it('refuses a driver changing the company name or fleet size with 403, writing nothing', async () => {
    const owner = await subscribedCompany();
    const driver = await joinByInvitation(owner.cookie, 'driver');
    for (const change of [{ companyName: 'Hijacked Freight' }, { fleetSize: '500+' }]) {
      const res = await call('/api/profile', { method: 'PATCH', cookie: driver.cookie, json: { ...valid, ...change } });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        PROFILE_MESSAGES.companyFieldsAdminOnly,
      );
    }
    expect((await userRow(driver.userId))?.phoneNumber).toBeNull();
    expect(await companyOf(owner.cookie)).toMatchObject({ companyName: 'Acme Hauling', fleetSize: '1-10' });
  });
});

describe('email alert preferences', () => {
  it('default to on, and save what the user chooses', async () => {
    const { cookie } = await signUp();
    const first = (await (await call('/api/profile/notifications', { cookie })).json()) as {
      prefs: Record<string, boolean>;
    };
    expect(Object.values(first.prefs).every(Boolean)).toBe(true);
    const prefs = { ...first.prefs, claimReminders: false };
    const res = await call('/api/profile/notifications', { method: 'PUT', cookie, json: prefs });
    expect(res.status).toBe(200);
    const again = (await (await call('/api/profile/notifications', { cookie })).json()) as {
      prefs: Record<string, boolean>;
    };
    expect(again.prefs.claimReminders).toBe(false);
  });

  it('refuses a malformed choice', async () => {
    const { cookie } = await signUp();
    const res = await call('/api/profile/notifications', { method: 'PUT', cookie, json: { claimReminders: 'no' } });
    expect(res.status).toBe(400);
  });
});
