import type { SessionInfo } from '@dwell/core/session';
import { unwrap } from '@dwell/ui/lib/api-client.ts';
import { useQuery } from '@tanstack/react-query';

/**
 * The session the shell handed over, or, when it handed none (a shell without a guard, or the remote's
 * standalone page), the one the API reports.
 */
export function useSessionInfo(given: SessionInfo | null | undefined): SessionInfo | null | undefined {
  const fetched = useQuery({
    queryKey: ['documents-session'],
    queryFn: () => unwrap<{ session: SessionInfo }>(fetch('/api/auth/session')).then((body) => body.session),
    enabled: !given,
    staleTime: 60_000,
  });
  if (given) return given;
  if (fetched.isPending) return undefined;
  return fetched.data ?? null;
}
