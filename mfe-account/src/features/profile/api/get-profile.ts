import { type Answer, ApiClientError, api, call } from '@dwell/ui/lib/api-client.ts';

export type Profile = Answer<typeof api.api.profile.$get>['profile'];

export const PROFILE_KEY = ['account', 'profile'] as const;

/** GET /api/profile: the profile, or null when the user has none (the screen then says 'Profile Incomplete'). */
export async function fetchProfile() {
  try {
    return await call(api.api.profile.$get());
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  }
}
