import type { SessionInfo } from '@dwell/core/session';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../query-client.ts';
import { getSession } from './api/get-session.ts';

export const SESSION_KEY = ['session'] as const;

/** The signed-in session, or null when signed out. Network failures surface as errors. */
async function fetchSession(): Promise<SessionInfo | null> {
  try {
    return await getSession();
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return null;
    throw error;
  }
}

/** The session read, as every screen and the page's first render share it. */
export const sessionQuery = () => queryOptions({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQuery());
}

/** Reads the session again (after sign-in, a profile change, a payment). */
export function refreshSession(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: SESSION_KEY });
}

/** Forgets the session in this tab (after sign-out or expiry). */
export function forgetSession(): void {
  queryClient.setQueryData(SESSION_KEY, null);
}
