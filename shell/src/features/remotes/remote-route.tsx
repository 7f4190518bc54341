import type { SessionInfo } from '@dwell/core/session';
import { useMemo } from 'react';
import { RemoteScreen } from './remote-screen.tsx';
import type { RemoteName } from './registry.ts';

/** A route whose screen lives in a remote: hands it the session. */
export function RemoteRoute({ remote, session }: { remote: RemoteName; session: SessionInfo }) {
  const props = useMemo(() => ({ session }), [session]);
  return <RemoteScreen key={remote} remote={remote} props={props} />;
}
