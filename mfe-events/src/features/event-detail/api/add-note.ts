import { sendOrQueue } from '@dwell/ui/lib/offline/queue.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshEvent } from './refresh-event.ts';

/** POST /api/events/:id/notes; without signal the note waits in the offline queue. */
export const addNote = (id: string, body: string) =>
  sendOrQueue({ kind: 'note', eventId: id, label: `Note · ${body.slice(0, 40)}`, input: { body } });

export function useAddNote(id: string) {
  return useMutation({
    mutationFn: (body: string) => addNote(id, body),
    // React Query would pause an offline mutation; the offline queue is what takes it then.
    networkMode: 'always',
    onSuccess: useRefreshEvent(id),
  });
}
