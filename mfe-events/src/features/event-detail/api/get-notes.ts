import { api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../../lib/query-keys.ts';

/** GET /api/events/:id/notes: the event's notes, oldest first. */
export const getNotes = (id: string) => call(api.api.events[':id'].notes.$get({ param: { id } }));

export const notesQuery = (id: string) => queryOptions({ queryKey: keys.notes(id), queryFn: () => getNotes(id) });

export function useNotes(id: string) {
  return useQuery(notesQuery(id));
}
