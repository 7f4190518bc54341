import { api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MANIFEST_PATH, takeEarly } from './early.ts';

type ManifestRequest = ReturnType<(typeof api.api)['mfe-manifest']['$get']>;

/**
 * GET /api/mfe-manifest: where each remote lives, and the routes, guards and sidebar links each remote's build
 * declared (checked by the API; a remote whose declaration is missing or broken has null). The shell reads it
 * once per load, so a remote redeploys, new routes included, without a shell rebuild.
 */
export const getRemoteManifest = () =>
  // The first read takes the answer the first script already asked for (the same GET, untyped on the wire).
  call((takeEarly(MANIFEST_PATH) as ManifestRequest | undefined) ?? api.api['mfe-manifest'].$get());

export const remoteManifestQuery = () =>
  queryOptions({ queryKey: ['mfe-manifest'], queryFn: getRemoteManifest, staleTime: Number.POSITIVE_INFINITY });

export function useRemoteManifest() {
  return useQuery(remoteManifestQuery());
}
