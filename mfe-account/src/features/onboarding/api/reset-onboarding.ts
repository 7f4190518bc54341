import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/onboarding/reset: the checklist starts over. */
export const resetOnboarding = () => call(api.api.onboarding.reset.$post());
