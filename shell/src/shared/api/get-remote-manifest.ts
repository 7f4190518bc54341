import { api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/mfe-manifest: where each remote lives, and the routes, guards and sidebar links each remote's build
 * declared (checked by the API; a remote whose declaration is missing or broken has null). The shell reads it
 * once per load, so a remote redeploys, new routes included, without a shell rebuild.
 */
export const getRemoteManifest = () => call(api.api['mfe-manifest'].$get());

export const remoteManifestQuery = () =>
  queryOptions({ queryKey: ['mfe-manifest'], queryFn: getRemoteManifest, staleTime: Number.POSITIVE_INFINITY });

export function useRemoteManifest() {
  return useQuery(remoteManifestQuery());
}
