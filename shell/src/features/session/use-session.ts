import type { SessionInfo } from '@dwell/core/session';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../query-client.ts';
import { getSession } from './api/get-session.ts';

export const SESSION_KEY = ['session'] as const;

/** Where this browser keeps the last session the API answered, with the time it was kept. */
const KEPT_SESSION = 'dwell.session';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps `session` (or forgets the kept one, for null) for a page opened without signal. */
export function keepSession(storage: Storage, session: SessionInfo | null, now = Date.now()): void {
  try {
    if (session) storage.setItem(KEPT_SESSION, JSON.stringify({ session, keptAt: now }));
    else storage.removeItem(KEPT_SESSION);
  } catch {
    // Storage full or refused: a page opened without signal then asks to sign in.
  }
}

/**
 * The session last answered in this browser, while its idle deadline has not passed, with its server time moved
 * on by the time since it was kept (the session's timers count from it); null otherwise. A driver who reopens
 * Dwell at a dock without signal keeps working, and what they do is sent when the signal returns, as the API
 * then decides (it may have ended the session meanwhile: the next read says so and asks to sign in).
 */
export function keptSession(storage: Pick<Storage, 'getItem'>, now = Date.now()): SessionInfo | null {
  try {
    const kept = JSON.parse(storage.getItem(KEPT_SESSION) ?? 'null') as { session: SessionInfo; keptAt: number } | null;
    const timers = kept?.session?.session;
    if (!kept || typeof timers?.serverNow !== 'number' || typeof kept.keptAt !== 'number') return null;
    const serverNow = timers.serverNow + (now - kept.keptAt);
    return serverNow < timers.expiresAt ? { ...kept.session, session: { ...timers, serverNow } } : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in session, or null when signed out. With no answer at all (no signal), the session kept in this
 * browser; other failures surface as errors.
 */
async function fetchSession(): Promise<SessionInfo | null> {
  try {
    const session = await getSession();
    keepSession(localStorage, session);
    return session;
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    if (error.status === 401) {
      keepSession(localStorage, null);
      return null;
    }
    const kept = error.code === 'network' ? keptSession(localStorage) : null;
    if (kept) return kept;
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

/** Forgets the session in this tab and browser (after sign-out or expiry). */
export function forgetSession(): void {
  keepSession(localStorage, null);
  queryClient.setQueryData(SESSION_KEY, null);
}
