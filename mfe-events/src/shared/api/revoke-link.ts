import { api, call } from '@dwell/ui/lib/api-client.ts';
import { withKey } from '@dwell/ui/lib/intent.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshClaims } from './refresh-claims.ts';

/** POST /api/claims/:id/link/revoke: the payer's link stops working at once. */
export const revokePayerLink = ({ id, key }: { id: string; key: string }) =>
  call(api.api.claims[':id'].link.revoke.$post({ param: { id } }, withKey(key)));

export function useRevokePayerLink(eventId: string | null) {
  return useMutation({ mutationFn: revokePayerLink, onSuccess: useRefreshClaims(eventId) });
}
