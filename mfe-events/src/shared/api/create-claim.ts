import { api, call } from '@dwell/ui/lib/api-client.ts';
import { withKey } from '@dwell/ui/lib/intent.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshClaims } from './refresh-claims.ts';

/** POST /api/claims: generates the claim of a completed, billable event (once per intent's key). */
export const createClaim = (eventId: string, key: string) =>
  call(api.api.claims.$post({ json: { eventId } }, withKey(key)));

export function useCreateClaim(eventId: string) {
  return useMutation({
    mutationFn: (input: { eventId: string; key: string }) => createClaim(input.eventId, input.key),
    onSuccess: useRefreshClaims(eventId),
  });
}
