import { type RouteDeclaration, remoteRoutesSchema } from '@dwell/core/schemas/remote-routes';
import { REMOTE_NAMES as REMOTES, type RemoteName } from '@dwell/core/schemas/remote-versions';
import { Hono } from 'hono';
import type { AppEnv, Env } from '../../env.ts';
import { guard } from '../../middleware/guard.ts';
import { cachedActiveVersions } from '../../lib/remotes/active-cache.ts';
import type { ActiveVersion } from '../../lib/remotes/registry.ts';

const VAR_BY_REMOTE: Record<RemoteName, keyof Env> = {
  events: 'MFE_EVENTS_URL',
  documents: 'MFE_DOCUMENTS_URL',
  reports: 'MFE_REPORTS_URL',
  account: 'MFE_ACCOUNT_URL',
};

/**
 * Where each remote's mf-manifest.json lives, so a remote can redeploy without a shell rebuild: its active
 * registered version, else its configured address, else the copy served with the shell.
 */
export function remoteManifests(
  env: Env,
  active: Partial<Record<RemoteName, ActiveVersion>> = {},
): Record<RemoteName, string> {
  const entries = REMOTES.map((name) => {
    const configured = env[VAR_BY_REMOTE[name]];
    const fallback = typeof configured === 'string' && configured ? configured : `/mfe/${name}/mf-manifest.json`;
    return [name, active[name]?.manifestUrl ?? fallback];
  });
  return Object.fromEntries(entries) as Record<RemoteName, string>;
}

/**
 * The routes a remote's build wrote into its manifest (metaData.dwell.routes), read from the static assets
 * when the remote is served here and from its own origin otherwise; null when they cannot be read or are not
 * the declared shape (one broken remote never takes the others' routes down with it).
 */
async function declaredRoutes(env: Env, manifest: string, origin: string): Promise<readonly RouteDeclaration[] | null> {
  try {
    const url = new URL(manifest, origin);
    const res = url.origin === origin ? await env.ASSETS.fetch(url) : await fetch(url);
    if (!res.ok) return null;
    const body = (await res.json()) as { metaData?: { dwell?: { routes?: unknown } } };
    const routes = remoteRoutesSchema.safeParse(body.metaData?.dwell?.routes);
    return routes.success ? routes.data : null;
  } catch {
    return null;
  }
}

export const mfeManifestRoutes = new Hono<AppEnv>().get('/', guard({ access: 'public' }), async (c) => {
  const active = await cachedActiveVersions(c.var.db);
  const remotes = remoteManifests(c.env, active);
  const origin = new URL(c.req.url).origin;
  const routes = await Promise.all(REMOTES.map((name) => declaredRoutes(c.env, remotes[name], origin)));
  c.header('Cache-Control', 'no-cache');
  const byRemote = Object.fromEntries(REMOTES.map((name, i) => [name, routes[i] ?? null]));
  const versions = Object.fromEntries(REMOTES.map((name) => [name, active[name]?.version ?? null]));
  return c.json({
    remotes,
    routes: byRemote as Record<RemoteName, readonly RouteDeclaration[] | null>,
    versions: versions as Record<RemoteName, string | null>,
  });
});
