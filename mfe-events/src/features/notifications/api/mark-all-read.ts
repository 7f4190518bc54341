import { api, call } from '@dwell/ui/lib/api-client.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../lib/query-keys.ts';

/** POST /api/alerts/read-all */
export const markAllRead = () => call(api.api.alerts['read-all'].$post());

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.alerts }),
  });
}
