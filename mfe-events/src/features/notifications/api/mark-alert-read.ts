import { api, call } from '@dwell/ui/lib/api-client.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertKeys } from '@dwell/ui/lib/alerts.ts';

/** POST /api/alerts/:id/read */
export const markAlertRead = (id: string) => call(api.api.alerts[':id'].read.$post({ param: { id } }));

export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlertRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
