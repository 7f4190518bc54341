import type { OnboardingStepId } from '@dwell/core/onboarding';
import type { ProfileInput } from '@dwell/core/schemas/profile';
import { api, ApiClientError, unwrap } from '@dwell/ui/lib/api-client.ts';

export interface Profile {
  id: string;
  email: string;
  fullName: string | null;
  phoneNumber: string | null;
  avatarUrl: string | null;
  companyName: string;
  fleetSize: string;
}

export interface ProfileAnswer {
  profile: Profile;
  canEditCompany: boolean;
}

export const PROFILE_KEY = ['account', 'profile'] as const;

/** The profile, or null when the user has none (SPEC §2.16 'Profile Incomplete'). */
export async function fetchProfile(): Promise<ProfileAnswer | null> {
  try {
    return await unwrap<ProfileAnswer>(api.api.profile.$get());
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  }
}

export function saveProfile(input: ProfileInput) {
  return unwrap<{ profile: Profile; message: string; onboarding: { justCompleted: OnboardingStepId[] } }>(
    api.api.profile.$patch({ json: input }),
  );
}

/** Sends the picture as the raw body with its name in X-File-Name; answers the new avatar address. */
export function uploadAvatar(file: File) {
  return unwrap<{ avatarUrl: string }>(
    fetch('/api/profile/avatar', {
      method: 'POST',
      headers: {
        'content-type': file.type || 'application/octet-stream',
        'x-file-name': encodeURIComponent(file.name),
      },
      body: file,
      credentials: 'same-origin',
    }),
  );
}
