import { api, call } from '@dwell/ui/lib/api-client.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertKeys } from '@dwell/ui/lib/alerts.ts';

/** POST /api/alerts/read-all */
export const markAllRead = () => call(api.api.alerts['read-all'].$post());

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
