import { formatDateTime } from '@dwell/core/format';
import { unwrap } from '@dwell/ui/lib/api-client.ts';
import { sendOrQueue } from '@dwell/ui/lib/offline/queue.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, keys, read } from '../../../lib/api.ts';

/** Everything the detail screen shows about one event, refetched live. */
export function useEventDetail(id: string) {
  return useQuery({
    queryKey: keys.event(id),
    queryFn: () => read(api.api.events[':id'].$get({ param: { id } })),
    retry: (count, error) => count < 1 && !('status' in error && error.status === 404),
  });
}
export type EventDetail = NonNullable<ReturnType<typeof useEventDetail>['data']>;

export function useNotes(id: string) {
  return useQuery({
    queryKey: keys.notes(id),
    queryFn: () => read(api.api.events[':id'].notes.$get({ param: { id } })),
  });
}

/** A stored document as the documents API lists it. */
export interface DocumentView {
  id: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
  category: string;
  status: 'active' | 'archived';
  createdAt: number;
  url: string;
}

/** The event's evidence, from the documents API (GET /api/documents?eventId=). */
export function useDocuments(id: string) {
  return useQuery({
    queryKey: keys.documents(id),
    queryFn: () => unwrap<{ documents: DocumentView[] }>(fetch(`/api/documents?eventId=${encodeURIComponent(id)}`)),
  });
}

/** Mark as complete, Cancel event and Add note: each refreshes the event once it is done (or queued). */
export function useEventActions(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: keys.event(id) });
    void queryClient.invalidateQueries({ queryKey: keys.events });
  };
  return {
    // Check-out and notes are what a driver does at the dock: without signal they wait in the offline queue,
    // keeping the time the driver tapped.
    complete: useMutation({
      mutationFn: (checkOutTime: number) =>
        sendOrQueue({
          kind: 'check-out',
          eventId: id,
          label: `Check out · ${formatDateTime(checkOutTime)}`,
          json: { checkOutTime: new Date(checkOutTime).toISOString() },
        }),
      // React Query would pause an offline mutation; the offline queue is what takes it then.
      networkMode: 'always',
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (reason: string) =>
        read(api.api.events[':id'].cancel.$post({ param: { id }, json: { reason: reason || null } })),
      onSuccess: refresh,
    }),
    addNote: useMutation({
      mutationFn: (body: string) =>
        sendOrQueue({ kind: 'note', eventId: id, label: `Note · ${body.slice(0, 40)}`, json: { body } }),
      networkMode: 'always',
      onSuccess: refresh,
    }),
  };
}
