import { api, call } from '@dwell/ui/lib/api-client.ts';
import { withKey } from '@dwell/ui/lib/intent.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshClaims } from './refresh-claims.ts';

/**
 * POST /api/claims/:id/send: emails the claim (invoice attached, a link to its page) to its customer's billing
 * contacts; answers who got it and who did not. Rejects with the API's message (no customer, no contacts, or
 * 502 when no email went out).
 */
export const sendClaim = ({ id, message, key }: { id: string; message: string | null; key: string }) =>
  call(api.api.claims[':id'].send.$post({ param: { id }, json: { message } }, withKey(key)));

/** Sending a claim; a failed send is read back too, since the claim then records the failure. */
export function useSendClaim(eventId: string | null) {
  return useMutation({ mutationFn: sendClaim, onSettled: useRefreshClaims(eventId) });
}
