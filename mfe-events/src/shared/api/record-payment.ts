import { api, call } from '@dwell/ui/lib/api-client.ts';
import { withKey } from '@dwell/ui/lib/intent.ts';
import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { useRefreshClaims } from './refresh-claims.ts';

type RecordPayment = (typeof api.api.claims)[':id']['payments']['$post'];

/** A payment as the dialog sends it: amount, the moment it was received, the payer's reference and a note. */
export type PaymentDraft = InferRequestType<RecordPayment>['json'];

/** POST /api/claims/:id/payments: records a payment received on a claim. */
export const recordPayment = ({ id, payment, key }: { id: string; payment: PaymentDraft; key: string }) =>
  call(api.api.claims[':id'].payments.$post({ param: { id }, json: payment }, withKey(key)));

export function useRecordPayment(eventId: string | null) {
  return useMutation({ mutationFn: recordPayment, onSuccess: useRefreshClaims(eventId) });
}
