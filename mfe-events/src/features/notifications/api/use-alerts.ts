import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, keys, read } from '../../../lib/api.ts';

/** A page of the user's alerts with the unread count. */
export function useAlerts(pageSize: number, page = 1) {
  return useQuery({
    queryKey: [...keys.alerts, pageSize, page],
    queryFn: () => read(api.api.alerts.$get({ query: { pageSize: String(pageSize), page: String(page) } })),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.alerts });
  return {
    one: useMutation({
      mutationFn: (id: string) => read(api.api.alerts[':id'].read.$post({ param: { id } })),
      onSuccess: refresh,
    }),
    all: useMutation({ mutationFn: () => read(api.api.alerts['read-all'].$post()), onSuccess: refresh }),
  };
}

/** Where an alert leads: its claim or its event. */
export function alertHref(alert: { eventId: string | null; claimId: string | null }): string {
  if (alert.claimId) return `/events/claims?claim=${alert.claimId}`;
  if (alert.eventId) return `/events/${alert.eventId}`;
  return '/notifications';
}
