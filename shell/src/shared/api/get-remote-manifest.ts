import { remoteRoutesSchema } from '@dwell/core/schemas/remote-routes';
import { api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MANIFEST_PATH, takeEarly } from './early.ts';

type ManifestRequest = ReturnType<(typeof api.api)['mfe-manifest']['$get']>;
type Manifest = Awaited<ReturnType<typeof readManifest>>;

const readManifest = () =>
  // The first read takes the answer the first script already asked for (the same GET, untyped on the wire).
  call((takeEarly(MANIFEST_PATH) as ManifestRequest | undefined) ?? api.api['mfe-manifest'].$get());

/** Where this browser keeps the routes each remote's build declared, by the address of that build's manifest. */
const KNOWN_ROUTES = 'dwell.remote-routes';

/**
 * A remote on its own origin may be down while this browser's service worker still holds its files: the API
 * cannot read its routes then, and the routes last read for the same build (the same manifest address) stand
 * in, so the area keeps opening. A build never read here still shows the error card with Retry.
 */
export function withKnownRoutes(manifest: Manifest, storage: Pick<Storage, 'getItem' | 'setItem'>): Manifest {
  let known: Record<string, { manifest: string; routes: unknown }> = {};
  try {
    known = JSON.parse(storage.getItem(KNOWN_ROUTES) ?? '{}');
  } catch {
    // Unreadable: start again.
  }
  const routes = { ...manifest.routes };
  for (const name of Object.keys(routes) as (keyof typeof routes)[]) {
    const address = manifest.remotes[name];
    const kept = known[name];
    if (routes[name]) known[name] = { manifest: address, routes: routes[name] };
    else if (kept?.manifest === address) routes[name] = remoteRoutesSchema.safeParse(kept.routes).data ?? null;
  }
  try {
    storage.setItem(KNOWN_ROUTES, JSON.stringify(known));
  } catch {
    // Storage full or refused: the next read asks the API again anyway.
  }
  return { ...manifest, routes };
}

/**
 * GET /api/mfe-manifest: where each remote lives, and the routes, guards and sidebar links each remote's build
 * declared (checked by the API; a remote whose declaration is missing or broken has null). The shell reads it
 * once per load, so a remote redeploys, new routes included, without a shell rebuild.
 */
export const getRemoteManifest = async () => withKnownRoutes(await readManifest(), localStorage);

export const remoteManifestQuery = () =>
  queryOptions({ queryKey: ['mfe-manifest'], queryFn: getRemoteManifest, staleTime: Number.POSITIVE_INFINITY });

export function useRemoteManifest() {
  return useQuery(remoteManifestQuery());
}
