import type { SessionInfo } from '@dwell/core/session';
import { useMemo } from 'react';
import { RemoteScreen } from './remote-screen.tsx';
import type { RemoteName } from './remote-names.ts';

/** A route whose screen lives in a remote: mounts the module its route declares and hands it the session. */
export function RemoteRoute({ remote, module, session }: { remote: RemoteName; module: string; session: SessionInfo }) {
  const props = useMemo(() => ({ session }), [session]);
  return <RemoteScreen key={`${remote}/${module}`} remote={remote} expose={module} props={props} />;
}
