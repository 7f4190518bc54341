/** The API reads every page starts with: who is signed in, and which remotes serve which paths. */
export const SESSION_PATH = '/api/auth/session';
export const MANIFEST_PATH = '/api/mfe-manifest';

const started = new Map<string, Promise<Response>>();

/**
 * Starts the session check and the remote manifest from the first script, in parallel, while the rest of
 * the shell's code is still on its way (rather than one after the other once the app has rendered).
 */
export function startEarlyReads(): void {
  for (const path of [SESSION_PATH, MANIFEST_PATH]) {
    const pending = fetch(path, { credentials: 'same-origin' });
    // A failure is seen by whoever takes the answer; never an unhandled rejection here.
    pending.catch(() => undefined);
    started.set(path, pending);
  }
}

/** The early answer to `path`, handed out once (a later read asks the API again); undefined when none. */
export function takeEarly(path: string): Promise<Response> | undefined {
  const pending = started.get(path);
  started.delete(path);
  return pending;
}
