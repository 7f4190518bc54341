import type { ProfileInput } from '@dwell/core/schemas/profile';
import { api, call } from '@dwell/ui/lib/api-client.ts';

/** PATCH /api/profile: the answer names the onboarding steps this completed. */
export const saveProfile = (input: ProfileInput) => call(api.api.profile.$patch({ json: input }));
