import { api, call } from '@dwell/ui/lib/api-client.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshEvent } from './refresh-event.ts';

/** POST /api/events/:id/cancel with the reason given (none when empty). */
export const cancelEvent = (id: string, reason: string) =>
  call(api.api.events[':id'].cancel.$post({ param: { id }, json: { reason: reason || null } }));

export function useCancelEvent(id: string) {
  return useMutation({ mutationFn: (reason: string) => cancelEvent(id, reason), onSuccess: useRefreshEvent(id) });
}
