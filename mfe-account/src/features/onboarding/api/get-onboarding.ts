import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';

/** The onboarding state recalculated from the profile, the company and the events. */
export type Onboarding = Answer<typeof api.api.onboarding.$get>['onboarding'];

export const ONBOARDING_KEY = ['account', 'onboarding'] as const;

/** GET /api/onboarding */
export const fetchOnboarding = async () => (await call(api.api.onboarding.$get())).onboarding;
