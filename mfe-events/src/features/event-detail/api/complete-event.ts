import { formatDateTime } from '@dwell/core/format';
import { sendOrQueue } from '@dwell/ui/lib/offline/queue.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshEvent } from './refresh-event.ts';

/**
 * POST /api/events/:id/complete, the driver's check-out at the dock: without signal it waits in the offline
 * queue, keeping the time the driver tapped.
 */
export const completeEvent = (id: string, checkOutTime: number) =>
  sendOrQueue({
    kind: 'check-out',
    eventId: id,
    label: `Check out · ${formatDateTime(checkOutTime)}`,
    input: { checkOutTime },
  });

export function useCompleteEvent(id: string) {
  return useMutation({
    mutationFn: (checkOutTime: number) => completeEvent(id, checkOutTime),
    // React Query would pause an offline mutation; the offline queue is what takes it then.
    networkMode: 'always',
    onSuccess: useRefreshEvent(id),
  });
}
