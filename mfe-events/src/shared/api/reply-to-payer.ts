import { api, call } from '@dwell/ui/lib/api-client.ts';
import { withKey } from '@dwell/ui/lib/intent.ts';
import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { useRefreshClaims } from './refresh-claims.ts';

type ReplyRequest = (typeof api.api.claims)[':id']['reply']['$post'];

/** The carrier's reply as the form sends it: message, documents of the stop, resolution and revised amount. */
export type ReplyDraft = InferRequestType<ReplyRequest>['json'];

/** POST /api/claims/:id/reply: answers the payer's dispute or question; the payer is emailed. */
export const replyToPayer = ({ id, reply, key }: { id: string; reply: ReplyDraft; key: string }) =>
  call(api.api.claims[':id'].reply.$post({ param: { id }, json: reply }, withKey(key)));

export function useReplyToPayer(eventId: string | null) {
  return useMutation({ mutationFn: replyToPayer, onSuccess: useRefreshClaims(eventId) });
}
