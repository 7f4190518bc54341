import { describe, expect, it } from 'vitest';
import { ONBOARDING_POINTS } from './constants.ts';
import { stepCompleted } from './messages.ts';
import { checklistState, EMAIL_PATTERN, ONBOARDING_STEPS, onboardingScore, type ProfileFacts } from './onboarding.ts';

const full: ProfileFacts = {
  fullName: 'Dana Reyes',
  email: 'dana@fleet.example',
  phoneNumber: '555-010-0199',
  companyName: 'Reyes Freight',
  fleetSize: '11-50',
};
const empty: ProfileFacts = { fullName: null, email: null, phoneNumber: null, companyName: null, fleetSize: null };

describe('onboardingScore (docs/product.md#onboarding)', () => {
  it('gives 100 and complete for a full profile', () => {
    expect(onboardingScore(full)).toEqual({ progress: 100, complete: true, missing: [] });
  });

  it('gives 0 and lists everything for an empty profile', () => {
    expect(onboardingScore(empty)).toEqual({
      progress: 0,
      complete: false,
      missing: ['name', 'email', 'phone', 'company', 'fleetSize'],
    });
  });

  it('gives 20 points per criterion met', () => {
    expect(onboardingScore({ ...empty, fullName: 'Dana' }).progress).toBe(ONBOARDING_POINTS);
    expect(onboardingScore({ ...full, phoneNumber: null })).toEqual({
      progress: 80,
      complete: false,
      missing: ['phone'],
    });
    expect(onboardingScore({ ...full, fullName: '', phoneNumber: '' }).missing).toEqual(['name', 'phone']);
  });

  it('treats blank names and company names as missing', () => {
    expect(onboardingScore({ ...full, fullName: '   ' }).missing).toEqual(['name']);
    expect(onboardingScore({ ...full, companyName: '\t' }).missing).toEqual(['company']);
  });

  it('needs a valid email address', () => {
    for (const email of ['dana', 'dana@fleet', '@fleet.example', 'dana@@fleet.example', 'da na@fleet.example', '']) {
      expect(onboardingScore({ ...full, email }).missing).toEqual(['email']);
    }
    expect(onboardingScore({ ...full, email: ' dana@fleet.example ' }).complete).toBe(true);
  });

  it('needs a phone of at least 10 characters after trimming, digits or not', () => {
    expect(onboardingScore({ ...full, phoneNumber: '555010019' }).missing).toEqual(['phone']);
    expect(onboardingScore({ ...full, phoneNumber: '  555010019  ' }).missing).toEqual(['phone']);
    expect(onboardingScore({ ...full, phoneNumber: '5550100199' }).complete).toBe(true);
    expect(onboardingScore({ ...full, phoneNumber: 'call me now' }).complete).toBe(true);
  });

  it("needs a fleet size that is neither empty nor '0'", () => {
    expect(onboardingScore({ ...full, fleetSize: '' }).missing).toEqual(['fleetSize']);
    expect(onboardingScore({ ...full, fleetSize: '0' }).missing).toEqual(['fleetSize']);
    expect(onboardingScore({ ...full, fleetSize: ' 0 ' }).missing).toEqual(['fleetSize']);
    expect(onboardingScore({ ...full, fleetSize: '500+' }).complete).toBe(true);
  });
});

describe('EMAIL_PATTERN', () => {
  it('accepts ordinary addresses and refuses ones without a domain dot or with spaces', () => {
    expect(EMAIL_PATTERN.test('ops+detention@carrier.co.uk')).toBe(true);
    expect(EMAIL_PATTERN.test('ops@carrier')).toBe(false);
    expect(EMAIL_PATTERN.test('ops @carrier.com')).toBe(false);
    expect(EMAIL_PATTERN.test('ops@carrier.com\nx')).toBe(false);
  });
});

describe('ONBOARDING_STEPS (docs/product.md#onboarding)', () => {
  it('lists the three steps with their titles and links', () => {
    expect(ONBOARDING_STEPS).toEqual([
      { id: 'profile', title: 'Complete Your Profile', href: '/profile' },
      { id: 'company', title: 'Company Information', href: '/company' },
      { id: 'first_event', title: 'Log First Detention Event', href: '/events/new' },
    ]);
  });

  it('gives the completion toast of docs/product.md#messages', () => {
    expect(stepCompleted(ONBOARDING_STEPS[2]?.title ?? '')).toBe('Log First Detention Event completed!');
  });
});

describe('checklistState', () => {
  const state = (profile: boolean, company: boolean, first_event: boolean) =>
    checklistState({ profile, company, first_event });
  const highlighted = (s: ReturnType<typeof checklistState>) => s.steps.filter((x) => x.highlighted).map((x) => x.id);

  it('starts at 0 % with the first step highlighted', () => {
    const s = state(false, false, false);
    expect(s).toMatchObject({ percent: 0, allDone: false });
    expect(highlighted(s)).toEqual(['profile']);
    expect(s.steps.map((x) => x.completed)).toEqual([false, false, false]);
  });

  it('moves the highlight to the next open step as steps complete', () => {
    expect(state(true, false, false)).toMatchObject({ percent: 33, allDone: false });
    expect(highlighted(state(true, false, false))).toEqual(['company']);
    expect(state(true, true, false).percent).toBe(67);
    expect(highlighted(state(true, true, false))).toEqual(['first_event']);
  });

  it('highlights only the first open step when a later one is done first', () => {
    const s = state(false, true, true);
    expect(s.percent).toBe(67);
    expect(highlighted(s)).toEqual(['profile']);
    expect(s.steps.map((x) => x.completed)).toEqual([false, true, true]);
  });

  it('is all done at 100 % with nothing highlighted', () => {
    const s = state(true, true, true);
    expect(s).toMatchObject({ percent: 100, allDone: true });
    expect(highlighted(s)).toEqual([]);
  });

  it('carries the title and link of each step', () => {
    expect(state(false, false, false).steps[2]).toEqual({
      id: 'first_event',
      title: 'Log First Detention Event',
      href: '/events/new',
      completed: false,
      highlighted: false,
    });
  });
});
