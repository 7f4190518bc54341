import { ONBOARDING_POINTS, PHONE_MIN_LENGTH } from './constants.ts';

/** The simple address check of docs/product.md#validation (something@something.something, no spaces); shared by forms and the API. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The profile fields the onboarding score of docs/product.md#onboarding looks at. */
export interface ProfileFacts {
  fullName: string | null;
  email: string | null;
  phoneNumber: string | null;
  companyName: string | null;
  fleetSize: string | null;
}

export type ProfileCriterion = 'name' | 'email' | 'phone' | 'company' | 'fleetSize';

export interface OnboardingScore {
  /** 0-100, 20 points per criterion met. */
  progress: number;
  /** The profile counts as complete only when all five criteria hold. */
  complete: boolean;
  /** Unmet criteria, in the order the profile form lists them. */
  missing: ProfileCriterion[];
}

const MAX_PROGRESS = 100;

const CRITERIA: Record<ProfileCriterion, (p: ProfileFacts) => boolean> = {
  name: (p) => filled(p.fullName),
  email: (p) => EMAIL_PATTERN.test((p.email ?? '').trim()),
  phone: (p) => (p.phoneNumber ?? '').trim().length >= PHONE_MIN_LENGTH,
  company: (p) => filled(p.companyName),
  fleetSize: (p) => filled(p.fleetSize) && (p.fleetSize ?? '').trim() !== '0',
};

/** Scores a profile (docs/product.md#onboarding): 20 points per criterion, capped at 100; complete only when all five hold. */
export function onboardingScore(p: ProfileFacts): OnboardingScore {
  const criteria = Object.keys(CRITERIA) as ProfileCriterion[];
  const missing = criteria.filter((criterion) => !CRITERIA[criterion](p));
  const met = criteria.length - missing.length;
  return {
    progress: Math.min(MAX_PROGRESS, met * ONBOARDING_POINTS),
    complete: missing.length === 0,
    missing,
  };
}

export type OnboardingStepId = 'profile' | 'company' | 'first_event';

export interface OnboardingStep {
  id: OnboardingStepId;
  /** Also the toast text '{title} completed!' (docs/product.md#messages). */
  title: string;
  href: string;
}

/** The 'Getting Started' checklist of docs/product.md#onboarding, in the order the user is led through it. */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  { id: 'profile', title: 'Complete Your Profile', href: '/profile' },
  { id: 'company', title: 'Company Information', href: '/company' },
  { id: 'first_event', title: 'Log First Detention Event', href: '/events/new' },
];

export interface ChecklistStep extends OnboardingStep {
  completed: boolean;
  /** Only the first incomplete step is highlighted, with its 'Get Started' link. */
  highlighted: boolean;
}

export interface ChecklistState {
  /** Whole percent of steps completed. */
  percent: number;
  steps: ChecklistStep[];
  allDone: boolean;
}

/** State of the 'Getting Started' card (docs/product.md#onboarding) from which steps are done. */
export function checklistState(done: Record<OnboardingStepId, boolean>): ChecklistState {
  const firstOpen = ONBOARDING_STEPS.find((step) => done[step.id] !== true);
  const steps = ONBOARDING_STEPS.map((step) => ({
    ...step,
    completed: done[step.id] === true,
    highlighted: step === firstOpen,
  }));
  const completed = steps.filter((step) => step.completed).length;
  return {
    percent: Math.round((completed / steps.length) * 100),
    steps,
    allDone: firstOpen === undefined,
  };
}

function filled(value: string | null): boolean {
  return (value ?? '').trim() !== '';
}
