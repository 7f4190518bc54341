import type { SessionInfo } from '@dwell/core/session';
import { useMemo } from 'react';
import { RemoteScreen } from './remote-screen.tsx';
import type { RemoteName } from './remote-names.ts';

/** A route whose screen lives in a remote: mounts the module its route declares and hands it the session. */
export function RemoteRoute({
  remote,
  module,
  session,
  title,
}: {
  remote: RemoteName;
  module: string;
  session: SessionInfo;
  /** The route's declared title: shown while the screen loads, and handed to the screen. */
  title: string | undefined;
}) {
  const props = useMemo(() => ({ session, title }), [session, title]);
  return <RemoteScreen key={`${remote}/${module}`} remote={remote} expose={module} props={props} title={title} whole />;
}
