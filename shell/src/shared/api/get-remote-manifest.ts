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

type Routes = Manifest['routes'][keyof Manifest['routes']];

/**
 * What was kept is what the API answered (checked there against the declaration's schema); this only makes
 * sure it still has that shape. No zod here: this runs on every first load, before the shell's own code.
 */
function keptRoutes(value: unknown): Routes {
  const isRoute = (r: unknown) =>
    typeof r === 'object' &&
    r !== null &&
    ['path', 'access', 'screen'].every((k) => typeof (r as Record<string, unknown>)[k] === 'string');
  return Array.isArray(value) && value.every(isRoute) ? (value as Routes) : null;
}

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
    else if (kept?.manifest === address) routes[name] = keptRoutes(kept.routes);
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
