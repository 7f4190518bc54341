import { useQueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/query-keys.ts';

/** After a claim changed: every claims list and claim, and the event the claim bills, are read again. */
export function useRefreshClaims(eventId: string | null): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: keys.claims });
    if (eventId) void queryClient.invalidateQueries({ queryKey: keys.event(eventId) });
  };
}
