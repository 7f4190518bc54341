import { MANIFEST_PATH, SESSION_PATH } from '@dwell/core/page-reads';

export { MANIFEST_PATH, SESSION_PATH };

/** A payer's claim page (/claim/<token>): the claim is all its visitor came for. */
const PAYER_PAGE = /^\/claim\/([a-z0-9]{1,128})$/;

/** The read of the payer's claim page at this token. */
export const payerPagePath = (token: string) => `/api/payer/${token}`;

/** The reads of the page at `pathname` that can start before its code arrives (the payer's claim, when it is one). */
export function pageReads(pathname: string): string[] {
  const payer = PAYER_PAGE.exec(pathname);
  return payer?.[1] ? [payerPagePath(payer[1])] : [];
}

const started = new Map<string, Promise<Response>>();

/**
 * Starts the session check, the remote manifest and the page's own first read from the first script, in
 * parallel, while the rest of the shell's code is still on its way (rather than one after the other once the
 * app has rendered).
 */
export function startEarlyReads(pathname = location.pathname): void {
  for (const path of [SESSION_PATH, MANIFEST_PATH, ...pageReads(pathname)]) {
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
