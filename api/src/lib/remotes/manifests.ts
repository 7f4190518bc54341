/**
 * What each remote's build says of itself, read from its mf-manifest.json (from the static assets when the
 * remote is served here, from its own origin otherwise): the routes it declared (metaData.dwell.routes) and the
 * files of its entry and of each exposed module, as absolute addresses. One broken remote never takes the
 * others down with it: it reads as null.
 */
import { type RouteDeclaration, remoteRoutesSchema } from '@dwell/core/schemas/remote-routes';
import { REMOTE_NAMES, type RemoteName } from '@dwell/core/schemas/remote-versions';
import { z } from 'zod';
import type { Db, Env } from '../../env.ts';
import { cachedActiveVersions } from './active-cache.ts';
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

const files = z.object({ sync: z.array(z.string()).default([]) }).default({ sync: [] });

/** The part of Module Federation's manifest read here; everything else in it is left alone. */
const manifestSchema = z.object({
  metaData: z.object({
    publicPath: z.string().optional(),
    remoteEntry: z.object({ name: z.string(), path: z.string().default('') }).optional(),
    dwell: z.object({ routes: remoteRoutesSchema }),
  }),
  exposes: z.array(z.object({ name: z.string(), assets: z.object({ js: files, css: files }).optional() })).default([]),
});

/** One remote's build: its declared routes, and the files the browser needs for its entry and each module. */
export interface RemoteBuild {
  routes: readonly RouteDeclaration[];
  /** The remote entry script; null when the manifest does not name it. */
  entry: string | null;
  /** Per exposed module (`app`, `alerts-widget`…): the scripts and styles it needs at once. */
  modules: Record<string, { js: string[]; css: string[] }>;
}

async function readBuild(env: Env, manifest: string, origin: string): Promise<RemoteBuild | null> {
  try {
    const url = new URL(manifest, origin);
    const res = url.origin === origin ? await env.ASSETS.fetch(url) : await fetch(url);
    if (!res.ok) return null;
    const parsed = manifestSchema.safeParse(await res.json());
    if (!parsed.success) return null;
    const { metaData, exposes } = parsed.data;
    // `auto` (what the remotes build with): files sit beside the manifest.
    const base = metaData.publicPath && metaData.publicPath !== 'auto' ? new URL(metaData.publicPath, url) : url;
    const at = (file: string) => new URL(file, base).href;
    const entry = metaData.remoteEntry ? at(`${metaData.remoteEntry.path}${metaData.remoteEntry.name}`) : null;
    const modules = Object.fromEntries(
      exposes.map((e) => [e.name, { js: (e.assets?.js.sync ?? []).map(at), css: (e.assets?.css.sync ?? []).map(at) }]),
    );
    return { routes: metaData.dwell.routes, entry, modules };
  } catch {
    return null;
  }
}

export interface Remotes {
  /** Each remote's manifest address, as the shell registers it. */
  remotes: Record<RemoteName, string>;
  builds: Record<RemoteName, RemoteBuild | null>;
  versions: Record<RemoteName, string | null>;
}

/** Every remote's address, live version and build, read now. */
export async function readRemotes(env: Env, db: Db, origin: string): Promise<Remotes> {
  const active = await cachedActiveVersions(db);
  const remotes = remoteManifests(env, active);
  const builds = await Promise.all(REMOTE_NAMES.map((name) => readBuild(env, remotes[name], origin)));
  return {
    remotes,
    builds: Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, builds[i] ?? null])) as Remotes['builds'],
    versions: Object.fromEntries(REMOTE_NAMES.map((name) => [name, active[name]?.version ?? null])) as Record<
      RemoteName,
      string | null
    >,
  };
}
