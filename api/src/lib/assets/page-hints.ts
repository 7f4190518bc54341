/**
 * Preload hints for a page of the app, as a `Link` header on its HTML (Cloudflare turns these into 103 Early
 * Hints): the browser starts the page's first API reads, and for a signed-in visitor the route's remote code
 * and the data its screen reads first, while the shell's own script is still arriving — rather than one after
 * the other (session → manifest → remote manifest → entry → module → data).
 */
import { MANIFEST_PATH, SESSION_PATH } from '@dwell/core/page-reads';
import { type Declarations, fillRead, moduleOf, resolveRemoteRoute } from '@dwell/core/route-match';
import { REMOTE_NAMES, type RemoteName } from '@dwell/core/schemas/remote-versions';
import type { Env } from '../../env.ts';
import { SESSION_COOKIE } from '../cookies.ts';
import { dbFor } from '../db.ts';
import { readRemotes } from '../remotes/manifests.ts';

/** A read the page's script asks with fetch() (CORS mode, same-origin credentials): the preload must match it. */
const fetchHint = (href: string) => `<${href}>; rel=preload; as=fetch; crossorigin`;
const scriptHint = (href: string) => `<${href}>; rel=preload; as=script`;
const styleHint = (href: string) => `<${href}>; rel=preload; as=style`;

const hasSession = (request: Request) =>
  (request.headers.get('Cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));

/** The hints for the page at `request`'s address (a path the app's router shows). */
export async function pageHints(env: Env, request: Request): Promise<string[]> {
  const hints = [fetchHint(SESSION_PATH), fetchHint(MANIFEST_PATH)];
  // Signed out, a screen's code and data would only be refused: the page goes to sign-in.
  if (!hasSession(request)) return hints;
  const url = new URL(request.url);
  const { remotes, builds } = await readRemotes(env, dbFor(env), url.origin);
  const declared: Declarations<RemoteName> = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, builds[name]?.routes ?? null]),
  );
  const resolved = resolveRemoteRoute(declared, url.pathname);
  const build = resolved ? builds[resolved.remote] : null;
  if (!resolved || !build) return hints;
  const own = (href: string) => (href.startsWith(url.origin) ? href.slice(url.origin.length) : href);
  const module = build.modules[moduleOf(resolved.route)] ?? { js: [], css: [] };
  hints.push(fetchHint(own(new URL(remotes[resolved.remote], url).href)));
  if (build.entry) hints.push(scriptHint(own(build.entry)));
  hints.push(...module.css.map((href) => styleHint(own(href))), ...module.js.map((href) => scriptHint(own(href))));
  for (const read of resolved.route.reads ?? []) hints.push(fetchHint(fillRead(read, resolved.params).path));
  return hints;
}
