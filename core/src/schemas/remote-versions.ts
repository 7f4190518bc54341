import { z } from 'zod';

/** The remotes the shell loads, each shipped on its own. */
export const REMOTE_NAMES = ['events', 'documents', 'reports', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Texts of publishing, promoting and rolling back a remote's versions. */
export const REMOTE_VERSION_MESSAGES = {
  remoteUnknown: 'Remote must be events, documents, reports or account',
  versionFormat: 'A version is 1–64 letters, digits, dots, dashes or underscores',
  manifestUrl: 'The manifest address is an https:// URL, or a path on this origin, ending in mf-manifest.json',
  versionExists: 'This version of the remote is already published.',
  versionUnknown: 'This version of the remote was never published.',
  alreadyActive: 'This version is already the active one.',
  noEarlier: 'There is no earlier version of this remote to roll back to.',
  changedMeanwhile: 'The active version was changed by someone else a moment ago. Reload and try again.',
} as const;

/** What the audit records of a remote's active version. */
export const REMOTE_VERSION_ACTIONS = ['publish', 'promote', 'rollback'] as const;
export type RemoteVersionAction = (typeof REMOTE_VERSION_ACTIONS)[number];

export const remoteNameSchema = z.enum(REMOTE_NAMES, { error: REMOTE_VERSION_MESSAGES.remoteUnknown });

export const remoteVersionField = z
  .string({ error: REMOTE_VERSION_MESSAGES.versionFormat })
  .regex(/^[A-Za-z0-9._-]{1,64}$/, REMOTE_VERSION_MESSAGES.versionFormat);

/** A version's manifest: on another origin over https, or a path served here (local and single-origin deploys). */
const manifestUrlField = z
  .string({ error: REMOTE_VERSION_MESSAGES.manifestUrl })
  .max(500, REMOTE_VERSION_MESSAGES.manifestUrl)
  .refine((url) => {
    if (!url.endsWith('/mf-manifest.json')) return false;
    if (url.startsWith('/') && !url.startsWith('//')) return !url.includes('..');
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'https:' || parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost';
    } catch {
      return false;
    }
  }, REMOTE_VERSION_MESSAGES.manifestUrl);

/** A new build of a remote, published at its own immutable address; active at once unless `activate` is false. */
export const publishRemoteVersionSchema = z.object({
  version: remoteVersionField,
  manifestUrl: manifestUrlField,
  activate: z.boolean().default(true),
});
export type PublishRemoteVersionInput = z.infer<typeof publishRemoteVersionSchema>;

/** Switching the active version to one published before (a promote, or a rollback to a named version). */
export const activateRemoteVersionSchema = z.object({ version: remoteVersionField });
