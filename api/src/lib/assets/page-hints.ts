/**
 * What a page of the app gets from the worker: preload hints, as a `Link` header on its HTML (Cloudflare turns these into 103 Early
 * Hints): the browser starts the page's first API reads and, for a signed-in visitor, the route's remote
 * manifest and the data its screen reads first, while the shell's own script is still arriving — rather than
 * one after the other (session → manifest → remote manifest → … → data).
 *
 * Scripts are not hinted: a preload that fails (a remote down as the page opens) stays in the page's preload
 * cache and would fail the Retry that follows once the remote is back; and measured, they did not move LCP.
 *
 * And, for a signed-in screen in the layout, the layout's frame in the HTML itself (see `PagePlan.frame`).
 */
import { decideAccess, readsOpened } from '@dwell/core/access';
import { MANIFEST_PATH, SESSION_PATH } from '@dwell/core/page-reads';
import { matchRoute, moduleOf, resolveRemoteRoute } from '@dwell/core/route-match';
import { ROUTES } from '@dwell/core/shell-routes';
import type { RemoteName } from '@dwell/core/schemas/remote-versions';
import type { Env } from '../../env.ts';
import { headerReadsEvents, type SessionInfo } from '@dwell/core/session';
import { SESSION_COOKIE } from '../cookies.ts';
import { sessionConfig } from '../session-config.ts';
import { toSessionInfo } from '../session-info.ts';
import { readSession } from '../sessions.ts';
import { dbFor } from '../db.ts';
import { readRemotes } from '../remotes/manifests.ts';

/** A read the page's script asks with fetch() (CORS mode, same-origin credentials): the preload must match it. */
const fetchHint = (href: string) => `<${href}>; rel=preload; as=fetch; crossorigin`;

/** The live session of the request's cookie, read only (a page load is no activity); null when there is none. */
async function liveSession(env: Env, request: Request): Promise<SessionInfo | null> {
  const prefix = `${SESSION_COOKIE}=`;
  const cookie = (request.headers.get('Cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!cookie) return null;
  const record = await readSession(dbFor(env), decodeURIComponent(cookie.slice(prefix.length)));
  const now = Date.now();
  if (!record?.isActive || record.disabled || now >= record.expiresAt || now >= record.absoluteExpiresAt) return null;
  return toSessionInfo(record, sessionConfig(env), now);
}

/** What the worker adds to the app's page for one request: its preload hints, and whether it carries the frame. */
export interface PagePlan {
  links: string[];
  /**
   * A signed-in screen in the layout that this session may open (and whose header has the search box): the
   * page keeps the layout's HTML frame (shell/src/features/layout/layout-frame.tsx), painted before any script,
   * with the remote screen's box loading in it (none on a shell page such as the dashboard).
   */
  frame: { screen: { remote: RemoteName; module: string; title: string | undefined } | null } | null;
}

/** The hints and frame for the page at `request`'s address (a path the app's router shows). */
export async function pagePlan(env: Env, request: Request): Promise<PagePlan> {
  const links = [fetchHint(SESSION_PATH), fetchHint(MANIFEST_PATH)];
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  // Signed out, or a screen this session may not open (a past-due account, another role, a tier without the
  // feature): the page goes elsewhere, and the API is asked for nothing it would refuse.
  const session = await liveSession(env, request);
  if (!session) return { links, frame: null };
  const framed = headerReadsEvents(session);
  const own = matchRoute(ROUTES, url.pathname);
  if (own) {
    const opens = own.route.layout === true && decideAccess(own.route, session, here).kind === 'allow';
    return { links, frame: opens && framed ? { screen: null } : null };
  }
  const { remotes, routes } = await readRemotes(env, dbFor(env), url.origin);
  const resolved = resolveRemoteRoute<RemoteName>(routes, url.pathname);
  const reads = resolved ? readsOpened(resolved, session, here) : null;
  if (!resolved || !reads) return { links, frame: null };
  const manifest = new URL(remotes[resolved.remote], url);
  links.push(fetchHint(manifest.origin === url.origin ? manifest.pathname : manifest.href));
  for (const read of reads) links.push(fetchHint(read.path));
  const screen = { remote: resolved.remote, module: moduleOf(resolved.route), title: resolved.route.title };
  return { links, frame: framed ? { screen } : null };
}
