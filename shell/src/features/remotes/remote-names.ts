/** The remotes the shell mounts, each under the path prefixes its routes declare. */
export const REMOTE_NAMES = ['events', 'documents', 'reports', 'account'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The container name each remote is built with. */
export const CONTAINER: Record<RemoteName, string> = {
  events: 'dwell_events',
  documents: 'dwell_documents',
  reports: 'dwell_reports',
  account: 'dwell_account',
};
