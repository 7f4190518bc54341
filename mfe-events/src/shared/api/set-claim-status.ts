import { api, call } from '@dwell/ui/lib/api-client.ts';
import { withKey } from '@dwell/ui/lib/intent.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshClaims } from './refresh-claims.ts';

export interface StatusChange {
  id: string;
  status: 'sent' | 'disputed' | 'waived';
  note: string | null;
  key: string;
}

/** POST /api/claims/:id/status: send, dispute or waive a claim, with the note the move needs. */
export const setClaimStatus = ({ id, status, note, key }: StatusChange) =>
  call(api.api.claims[':id'].status.$post({ param: { id }, json: { status, note } }, withKey(key)));

export function useSetClaimStatus(eventId: string | null) {
  return useMutation({ mutationFn: setClaimStatus, onSuccess: useRefreshClaims(eventId) });
}
