import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, keys, read } from '../lib/api.ts';

/** One claim with its payments, the evidence on its invoice and the statuses it may move to. */
export function useClaim(id: string | null) {
  return useQuery({
    queryKey: keys.claim(id ?? ''),
    queryFn: () => read(api.api.claims[':id'].$get({ param: { id: id ?? '' } })),
    enabled: Boolean(id),
  });
}
export type ClaimDetail = NonNullable<ReturnType<typeof useClaim>['data']>;

/** Generate, send, dispute, waive and record payments; each refreshes the claim, the list and the event. */
export function useClaimActions(eventId: string | null) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: keys.claims });
    if (eventId) void queryClient.invalidateQueries({ queryKey: keys.event(eventId) });
  };
  return {
    generate: useMutation({
      mutationFn: (id: string) => read(api.api.claims.$post({ json: { eventId: id } })),
      onSuccess: refresh,
    }),
    setStatus: useMutation({
      mutationFn: (input: { id: string; status: 'sent' | 'disputed' | 'waived'; note?: string }) =>
        read(
          api.api.claims[':id'].status.$post({
            param: { id: input.id },
            json: { status: input.status, note: input.note ?? null },
          }),
        ),
      onSuccess: refresh,
    }),
    pay: useMutation({
      mutationFn: (input: { id: string; amountCents: number; note?: string }) =>
        read(
          api.api.claims[':id'].payments.$post({
            param: { id: input.id },
            json: { amountCents: input.amountCents, note: input.note ?? null },
          }),
        ),
      onSuccess: refresh,
    }),
  };
}
