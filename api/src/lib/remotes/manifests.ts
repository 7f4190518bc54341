/**
 * What each remote's build says of itself, read from its mf-manifest.json (from the static assets when the
 * remote is served here, from its own origin otherwise): the routes it declared (metaData.dwell.routes). One
 * broken remote never takes the others down with it: it reads as null.
 */
import { type RouteDeclaration, remoteRoutesSchema } from '@dwell/core/schemas/remote-routes';
import { REMOTE_NAMES, type RemoteName } from '@dwell/core/schemas/remote-versions';
import { z } from 'zod';
import type { Db, Env } from '../../env.ts';
import { cachedActiveVersions, liveVersion } from './active-cache.ts';
import type { ActiveVersion } from './registry.ts';

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
  const entries = REMOTE_NAMES.map((name) => {
    const configured = env[VAR_BY_REMOTE[name]];
    const fallback = typeof configured === 'string' && configured ? configured : `/mfe/${name}/mf-manifest.json`;
    return [name, active[name]?.manifestUrl ?? fallback];
  });
  return Object.fromEntries(entries) as Record<RemoteName, string>;
}

/** The parts of Module Federation's manifest read here; everything else in it is left alone. */
const manifestSchema = z.object({
  metaData: z.object({ dwell: z.object({ routes: remoteRoutesSchema }) }),
  // Each exposed module's style sheets, as paths beside the manifest (publicPath auto); a remote without them
  // (or with another shape of them) still serves its routes.
  exposes: z
    .array(z.object({ name: z.string(), assets: z.object({ css: z.object({ sync: z.array(z.string()) }) }) }))
    .catch([]),
});

/** What a remote's build says of itself: its routes, and each exposed module's style sheets (module → URLs). */
interface Declared {
  routes: readonly RouteDeclaration[];
  styles: Record<string, string[]>;
}

async function declared(env: Env, manifest: string, origin: string): Promise<Declared | null> {
  try {
    const url = new URL(manifest, origin);
    const res = url.origin === origin ? await env.ASSETS.fetch(url) : await fetch(url);
    if (!res.ok) return null;
    const parsed = manifestSchema.safeParse(await res.json());
    if (!parsed.success) return null;
    const styles = parsed.data.exposes.map(({ name, assets }) => [
      name,
      // Its own sheets only: `async` lists the sheets of the remote's other modules too.
      assets.css.sync.map((file) => {
        const href = new URL(file, url);
        return href.origin === origin ? href.pathname : href.href;
      }),
    ]);
    return { routes: parsed.data.metaData.dwell.routes, styles: Object.fromEntries(styles) };
  } catch {
    return null;
  }
}

export interface Remotes {
  /** Each remote's manifest address, as the shell registers it. */
  remotes: Record<RemoteName, string>;
  /** The routes each remote's build declared; null when its manifest cannot be read or is not that shape. */
  routes: Record<RemoteName, readonly RouteDeclaration[] | null>;
  /** Each remote's exposed modules' style sheets (module without ./ → paths here, URLs elsewhere); {} when unreadable. */
  styles: Record<RemoteName, Record<string, string[]>>;
  versions: Record<RemoteName, string | null>;
  /** The build of Dwell these remotes make up (active-cache.ts liveVersion), as /api/health names it. */
  version: string;
}

/** Every remote's address, live version and declared routes, read now. */
export async function readRemotes(env: Env, db: Db, origin: string): Promise<Remotes> {
  const active = await cachedActiveVersions(db);
  const remotes = remoteManifests(env, active);
  const found = await Promise.all(REMOTE_NAMES.map((name) => declared(env, remotes[name], origin)));
  const each = <T>(pick: (one: Declared | null) => T) =>
    Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, pick(found[i] ?? null)])) as Record<RemoteName, T>;
  return {
    remotes,
    routes: each((one) => one?.routes ?? null),
    styles: each((one) => one?.styles ?? {}),
    versions: Object.fromEntries(REMOTE_NAMES.map((name) => [name, active[name]?.version ?? null])) as Record<
      RemoteName,
      string | null
    >,
    version: liveVersion(env, active),
  };
}
