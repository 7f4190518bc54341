import { api, call } from '@dwell/ui/lib/api-client.ts';
import type { Declarations } from '@dwell/ui/lib/remote-routes.ts';
import { parseRemoteRoutes } from '@dwell/ui/lib/remote-routes-schema.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REMOTE_NAMES, type RemoteName } from '../remote-names.ts';

export interface RemoteManifest {
  /** Where each remote's mf-manifest.json lives. */
  remotes: Record<RemoteName, string>;
  /** Each remote's routes as its build declared them; null when unreadable or not the declared shape. */
  routes: Declarations<RemoteName>;
}

/** Checks each remote's declaration: one remote declaring nonsense is left out, never breaks the others. */
export function readManifest(body: { remotes: Record<RemoteName, string>; routes: Record<string, unknown> }) {
  const routes: Declarations<RemoteName> = {};
  for (const name of REMOTE_NAMES) {
    routes[name] = parseRemoteRoutes(body.routes[name]);
    if (body.routes[name] !== null && routes[name] === null) console.error(`The ${name} remote's routes are invalid`);
  }
  return { remotes: body.remotes, routes };
}

/**
 * GET /api/mfe-manifest: where each remote lives and the routes, guards and sidebar links each declares. The
 * shell reads it once per load (a remote redeploys without a shell rebuild).
 */
export const getRemoteManifest = async (): Promise<RemoteManifest> =>
  readManifest(await call(api.api['mfe-manifest'].$get()));

export const remoteManifestQuery = () =>
  queryOptions({ queryKey: ['mfe-manifest'], queryFn: getRemoteManifest, staleTime: Number.POSITIVE_INFINITY });

export function useRemoteManifest() {
  return useQuery(remoteManifestQuery());
}
