import { onQueueChange } from '@dwell/ui/lib/offline/store.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Refreshes this area's data whenever the offline queue changes: the shell's replay may just have created the
 * event, check-out, note or photo this screen shows.
 */
export function useRefreshAfterSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onQueueChange(() => {
        void queryClient.invalidateQueries();
      }),
    [queryClient],
  );
}
