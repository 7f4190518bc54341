import type { Answer, api } from '@dwell/ui/lib/api-client.ts';

/** The remotes the shell mounts, as the API lists them, each under the path prefixes its routes declare. */
export type RemoteName = keyof Answer<(typeof api.api)['mfe-manifest']['$get']>['remotes'];

/** The container name each remote is built with. */
export const CONTAINER: Record<RemoteName, string> = {
  events: 'dwell_events',
  documents: 'dwell_documents',
  reports: 'dwell_reports',
  account: 'dwell_account',
};
