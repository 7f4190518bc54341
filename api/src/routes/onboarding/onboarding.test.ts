import { newId } from '@dwell/core/ids';
import { beforeEach, describe, expect, it } from 'vitest';
import { detentionEvents } from '../../lib/schema.ts';
import { resetThrottles, signUp, userRow } from '../../../test/fixtures/accounts.ts';
import { subscribe } from '../../../test/fixtures/companies.ts';
import { call, db } from '../../../test/fixtures/http.ts';

beforeEach(resetThrottles);

interface View {
  progress: number;
  missing: string[];
  completed: boolean;
  justCompleted: string[];
  card: { percent: number; steps: { id: string; completed: boolean; highlighted: boolean }[]; allDone: boolean };
  checklist: {
    emailConfirmed: boolean;
    subscriptionActive: boolean;
    profileCompleted: boolean;
    firstEventCreated: boolean;
    percent: number;
  };
  setupCompletedAt: number | null;
}

/** What the shell's session says: the dashboard mounts the onboarding widget only while this is false. */
const sessionSaysDone = async (cookie: string) =>
  (
    (await (await call('/api/auth/session', { cookie })).json()) as {
      session: { user: { onboardingCompleted: boolean } };
    }
  ).session.user.onboardingCompleted;

const read = async (cookie: string) =>
  ((await (await call('/api/onboarding', { cookie })).json()) as { onboarding: View }).onboarding;
const profile = {
  fullName: 'Dana Morales',
  phoneNumber: '312-555-0100',
  companyName: 'Acme Hauling',
  fleetSize: '1-10',
};
const company = {
  name: 'Acme Hauling',
  fleetSize: '1-10',
  address: '1 Dock Rd, Joliet, IL',
  phone: '815-555-0100',
  dotNumber: '',
  mcNumber: '',
};

async function logEvent(companyId: string, userId: string) {
  await db()
    .insert(detentionEvents)
    .values({
      id: newId('ev'),
      companyId,
      userId,
      facilityName: 'Joliet DC',
      facilityAddress: 'Big Box Retail',
      driverName: 'Dana Morales',
      checkInTime: new Date(),
      status: 'active',
      freeTimeMinutes: 120,
    });
}

describe('onboarding (docs/product.md#onboarding)', () => {
  it('scores a new account 20 points per criterion and lists the missing name and phone', async () => {
    const { cookie, userId } = await signUp();
    const view = await read(cookie);
    expect(view.progress).toBe(60);
    expect(view.missing).toEqual(['name', 'phone']);
    expect(view.card.steps.map((s) => [s.id, s.completed, s.highlighted])).toEqual([
      ['profile', false, true],
      ['company', false, false],
      ['first_event', false, false],
    ]);
    // Stored whenever it differs.
    expect((await userRow(userId))?.onboardingProgress).toBe(60);
  });

  it('walks the steps: profile, company, first event; says each step once; then complete', async () => {
    const { cookie, userId, companyId } = await signUp();
    await read(cookie);
    const saved = await call('/api/profile', { method: 'PATCH', cookie, json: profile });
    expect(((await saved.json()) as { onboarding: View }).onboarding.justCompleted).toEqual(['profile']);
    expect((await read(cookie)).justCompleted).toEqual([]);

    const info = await call('/api/company', { method: 'PATCH', cookie, json: company });
    expect(info.status).toBe(200);
    const afterCompany = ((await info.json()) as { onboarding: View }).onboarding;
    expect(afterCompany.justCompleted).toEqual(['company']);
    expect(afterCompany.card.percent).toBe(67);
    expect(afterCompany.card.steps.find((s) => s.highlighted)?.id).toBe('first_event');

    await logEvent(companyId, userId);
    // Until a read recalculates the steps, the session does not know: the dashboard still mounts the widget.
    expect(await sessionSaysDone(cookie)).toBe(false);
    const done = await read(cookie);
    expect(done.justCompleted).toEqual(['first_event']);
    expect(await sessionSaysDone(cookie)).toBe(true);
    expect(done).toMatchObject({ progress: 100, completed: true, card: { percent: 100, allDone: true } });
    expect(await userRow(userId)).toMatchObject({
      profileCompleted: true,
      companyCompleted: true,
      firstEventLogged: true,
      onboardingCompleted: true,
      onboardingProgress: 100,
    });
    const steps = JSON.parse((await userRow(userId))?.onboardingStepsCompleted ?? '{}');
    expect(steps.first_event.completed).toBe(true);
    expect(typeof steps.first_event.completed_at).toBe('string');

    await call('/api/onboarding/reset', { cookie, json: {} });
    expect(await sessionSaysDone(cookie)).toBe(false);
  });

  it('runs the setup checklist of docs/product.md#onboarding on live state', async () => {
    const { cookie, userId, companyId } = await signUp();
    expect((await read(cookie)).checklist).toEqual({
      emailConfirmed: true,
      subscriptionActive: false,
      profileCompleted: false,
      firstEventCreated: false,
      percent: 25,
    });
    await subscribe(companyId);
    await call('/api/profile', { method: 'PATCH', cookie, json: profile });
    expect((await read(cookie)).checklist.percent).toBe(75);
    await logEvent(companyId, userId);
    const view = await read(cookie);
    expect(view.checklist.percent).toBe(100);
    expect(view.setupCompletedAt).toBeGreaterThan(0);
  });

  it('resets: every step flag false, progress 0, step data cleared; the next read finds them again', async () => {
    const { cookie, userId } = await signUp();
    await call('/api/profile', { method: 'PATCH', cookie, json: profile });
    const res = await call('/api/onboarding/reset', { cookie, json: {} });
    expect(await res.json()).toEqual({ message: 'Onboarding progress has been reset' });
    expect(await userRow(userId)).toMatchObject({
      profileCompleted: false,
      onboardingProgress: 0,
      onboardingStepsCompleted: '{}',
    });
    expect((await read(cookie)).justCompleted).toEqual(['profile']);
  });

  it('needs a session', async () => {
    expect((await call('/api/onboarding')).status).toBe(401);
  });
});
