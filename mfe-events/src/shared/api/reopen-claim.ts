import { api, call } from '@dwell/ui/lib/api-client.ts';
import { withKey } from '@dwell/ui/lib/intent.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshClaims } from './refresh-claims.ts';

/** POST /api/claims/:id/reopen: a waived claim is chased again, for the reason given. */
export const reopenClaim = ({ id, reason, key }: { id: string; reason: string; key: string }) =>
  call(api.api.claims[':id'].reopen.$post({ param: { id }, json: { reason } }, withKey(key)));

export function useReopenClaim(eventId: string | null) {
  return useMutation({ mutationFn: reopenClaim, onSuccess: useRefreshClaims(eventId) });
}
