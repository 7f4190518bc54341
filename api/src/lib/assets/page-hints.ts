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
import { TIME_ZONE_COOKIE } from '@dwell/core/prerender';
import { canonicalTimeZone } from '@dwell/core/time-zones';
import { parse } from 'hono/utils/cookie';
import { MANIFEST_PATH, SESSION_PATH } from '@dwell/core/page-reads';
import { matchRoute, moduleOf, resolveRemoteRoute } from '@dwell/core/route-match';
import { ROUTES } from '@dwell/core/shell-routes';
import type { RemoteName } from '@dwell/core/schemas/remote-versions';
import type { Env } from '../../env.ts';
import { HEADER_REMOTE, headerReadsEvents, type SessionInfo } from '@dwell/core/session';
import { SESSION_COOKIE } from '../cookies.ts';
import { sessionConfig } from '../session-config.ts';
import { toSessionInfo } from '../session-info.ts';
import { readSession } from '../sessions.ts';
import { dbFor } from '../db.ts';
import { type Remotes, readRemotes } from '../remotes/manifests.ts';
import { type AskApi, type PrerenderedScreen, prerenderedScreen, type ScreenToDraw } from './prerender.ts';

/** A read the page's script asks with fetch() (CORS mode, same-origin credentials): the preload must match it. */
const fetchHint = (href: string) => `<${href}>; rel=preload; as=fetch; crossorigin`;

/**
 * The hint of each remote's manifest the page's script will read, in that order, once: the ones whose manifest
 * could not be read are left out (the shell shows their box failed, with a Retry, whatever the page hinted).
 */
function manifestHints(declared: Remotes, origin: string, remotes: readonly RemoteName[]): string[] {
  const hints = new Set<string>();
  for (const remote of remotes) {
    if (!declared.routes[remote]) continue;
    const manifest = new URL(declared.remotes[remote], origin);
    hints.add(fetchHint(manifest.origin === origin ? manifest.pathname : manifest.href));
  }
  return [...hints];
}

/** The live session of the request's cookie, read only (a page load is no activity); null when there is none. */
async function liveSession(env: Env, cookies: Record<string, string>): Promise<SessionInfo | null> {
  const token = cookies[SESSION_COOKIE];
  if (!token) return null;
  const record = await readSession(dbFor(env), token);
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
  frame: { screen: FramedScreen | null } | null;
  /** The front page of a signed-out visitor: the landing page in the HTML (shell/src/features/public/landing.tsx). */
  landing?: true;
}

interface FramedScreen {
  remote: RemoteName;
  module: string;
  title: string | undefined;
  /** The top widget of a page made of widgets (the dashboards), in the page's own box; else a whole screen. */
  widget: boolean;
  /** The screen itself drawn for this visitor (prerender.ts), in place of its loading box; null when not. */
  prerendered: PrerenderedScreen | null;
}

/** The hints and frame for the page at `request`'s address (a path the app's router shows). */
export async function pagePlan(env: Env, request: Request, ask: AskApi): Promise<PagePlan> {
  const links = [fetchHint(SESSION_PATH), fetchHint(MANIFEST_PATH)];
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  // Signed out, or a screen this session may not open (a past-due account, another role, a tier without the
  // feature): the page goes elsewhere, and the API is asked for nothing it would refuse.
  const cookies = parse(request.headers.get('Cookie') ?? '');
  const session = await liveSession(env, cookies);
  if (!session) return url.pathname === '/' ? { links, frame: null, landing: true } : { links, frame: null };
  const framed = headerReadsEvents(session);
  // The screen is drawn only inside the frame (without it the page has no box to draw it in); one printing
  // dates in the viewer's zone only for a browser that told it (else they would be another zone's).
  const timeZone = canonicalTimeZone(cookies[TIME_ZONE_COOKIE] ?? '');
  const draw = (
    declared: Remotes,
    screen: Omit<ScreenToDraw, 'manifest' | 'styles' | 'path' | 'session' | 'timeZone'>,
  ) =>
    framed
      ? prerenderedScreen(ask, {
          ...screen,
          manifest: declared.remotes[screen.remote],
          styles: declared.styles[screen.remote][screen.module] ?? [],
          path: here,
          session,
          timeZone,
        })
      : null;
  const own = matchRoute(ROUTES, url.pathname);
  if (own) {
    const opens = own.route.layout === true && decideAccess(own.route, session, here).kind === 'allow';
    if (!opens || !framed) return { links, frame: null };
    // A page made of widgets has its top one (carrying the page's title) drawn, the widget declaring its reads;
    // the others, and any other page of the shell, come with the app.
    const top = own.route.widgets?.top;
    const declared = await readRemotes(env, dbFor(env), url.origin);
    // The top widget's remote and the header's (its search and alerts come once the page's content is in).
    links.push(...manifestHints(declared, url.origin, top ? [top.remote, HEADER_REMOTE] : [HEADER_REMOTE]));
    const prerendered = top ? await draw(declared, { ...top, title: undefined, reads: null }) : null;
    const screen = top && prerendered ? { ...top, title: undefined, widget: true, prerendered } : null;
    return { links, frame: { screen } };
  }
  const declared = await readRemotes(env, dbFor(env), url.origin);
  const resolved = resolveRemoteRoute<RemoteName>(declared.routes, url.pathname);
  const reads = resolved ? readsOpened(resolved, session, here) : null;
  if (!resolved || !reads) return { links, frame: null };
  const { remote, route } = resolved;
  links.push(...manifestHints(declared, url.origin, framed ? [remote, HEADER_REMOTE] : [remote]));
  const screen = { remote, module: moduleOf(route), title: route.title, widget: false };
  const prerendered = await draw(declared, { ...screen, reads });
  // Reads the page carries answered need no early request.
  if (!prerendered) for (const read of reads) links.push(fetchHint(read.path));
  return { links, frame: framed ? { screen: { ...screen, prerendered } } : null };
}
