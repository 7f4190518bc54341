import type { ChecklistState, OnboardingStepId, ProfileCriterion } from '@dwell/core/onboarding';
import { api, unwrap } from '@dwell/ui/lib/api-client.ts';

/** GET /api/onboarding: the state recalculated from the profile, the company and the events. */
export interface Onboarding {
  progress: number;
  missing: ProfileCriterion[];
  profileCompleted: boolean;
  companyCompleted: boolean;
  firstEventLogged: boolean;
  completed: boolean;
  card: ChecklistState;
  justCompleted: OnboardingStepId[];
  checklist: {
    emailConfirmed: boolean;
    subscriptionActive: boolean;
    profileCompleted: boolean;
    firstEventCreated: boolean;
    percent: number;
  };
  setupCompletedAt: number | null;
}

export const ONBOARDING_KEY = ['account', 'onboarding'] as const;

export async function fetchOnboarding(): Promise<Onboarding> {
  return (await unwrap<{ onboarding: Onboarding }>(api.api.onboarding.$get())).onboarding;
}

export function resetOnboarding() {
  return unwrap<{ message: string }>(api.api.onboarding.reset.$post());
}

export function resendConfirmation(email: string) {
  return unwrap<{ message: string }>(api.api.auth['resend-confirmation'].$post({ json: { email } }));
}
