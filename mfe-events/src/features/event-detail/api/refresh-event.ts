import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../lib/query-keys.ts';

/** Reads an event again, and every list that shows it, after a change to it. */
export function refreshEvent(queryClient: QueryClient, id: string): void {
  void queryClient.invalidateQueries({ queryKey: keys.event(id) });
  void queryClient.invalidateQueries({ queryKey: keys.events });
}

/** refreshEvent bound to this area's query cache. */
export function useRefreshEvent(id: string): () => void {
  const queryClient = useQueryClient();
  return () => refreshEvent(queryClient, id);
}
