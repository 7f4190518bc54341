import type { RemoteName } from '@dwell/core/schemas/remote-versions';
import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';

export type RemoteRegistry = Answer<typeof api.api.admin.remotes.$get>['remotes'][number];

/** GET /api/admin/remotes: each remote's published versions, the active one and the audit (platform admins). */
export const fetchRemoteVersions = async () => (await call(api.api.admin.remotes.$get())).remotes;

/** POST /api/admin/remotes/:remote/activate: an earlier-published version becomes the active one. */
export const activateRemoteVersion = (remote: RemoteName, version: string) =>
  call(api.api.admin.remotes[':remote'].activate.$post({ param: { remote }, json: { version } }));

/** POST /api/admin/remotes/:remote/rollback: back to the version published before the active one. */
export const rollBackRemote = (remote: RemoteName) =>
  call(api.api.admin.remotes[':remote'].rollback.$post({ param: { remote } }));
