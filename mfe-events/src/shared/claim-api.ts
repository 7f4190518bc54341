import { withKey } from '@dwell/ui/lib/intent.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, keys, read } from '../lib/api.ts';

/** One claim with its payments, the evidence on its invoice, its history and the statuses it may move to. */
export function useClaim(id: string | null) {
  return useQuery({
    queryKey: keys.claim(id ?? ''),
    queryFn: () => read(api.api.claims[':id'].$get({ param: { id: id ?? '' } })),
    enabled: Boolean(id),
  });
}
export type ClaimDetail = NonNullable<ReturnType<typeof useClaim>['data']>;

/** A payment as the dialog sends it: amount, the moment it was received and the payer's reference. */
export interface PaymentDraft {
  amountCents: number;
  receivedAt: number;
  reference: string;
  note: string | null;
}

/**
 * Generate, send, dispute, waive, reopen and record payments; each carries the Idempotency-Key of the user's
 * intent (ui/src/lib/intent.ts) and refreshes the claim, the list and the event.
 */
export function useClaimActions(eventId: string | null) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: keys.claims });
    if (eventId) void queryClient.invalidateQueries({ queryKey: keys.event(eventId) });
  };
  return {
    generate: useMutation({
      mutationFn: (input: { eventId: string; key: string }) =>
        read(api.api.claims.$post({ json: { eventId: input.eventId } }, withKey(input.key))),
      onSuccess: refresh,
    }),
    setStatus: useMutation({
      mutationFn: (input: { id: string; status: 'sent' | 'disputed' | 'waived'; note: string | null; key: string }) =>
        read(
          api.api.claims[':id'].status.$post(
            { param: { id: input.id }, json: { status: input.status, note: input.note } },
            withKey(input.key),
          ),
        ),
      onSuccess: refresh,
    }),
    reopen: useMutation({
      mutationFn: (input: { id: string; reason: string; key: string }) =>
        read(
          api.api.claims[':id'].reopen.$post(
            { param: { id: input.id }, json: { reason: input.reason } },
            withKey(input.key),
          ),
        ),
      onSuccess: refresh,
    }),
    pay: useMutation({
      mutationFn: (input: { id: string; payment: PaymentDraft; key: string }) =>
        read(
          api.api.claims[':id'].payments.$post({ param: { id: input.id }, json: input.payment }, withKey(input.key)),
        ),
      onSuccess: refresh,
    }),
  };
}
