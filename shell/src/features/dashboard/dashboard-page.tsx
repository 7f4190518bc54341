import type { SessionInfo } from '@dwell/core/session';
import { useMemo } from 'react';
import { RemoteScreen } from '../remotes/remote-screen.tsx';

/** /dashboard: the onboarding elements of the account area above the reports area's dashboard. */
export function DashboardPage({ session }: { session: SessionInfo }) {
  const props = useMemo(() => ({ session }), [session]);
  return (
    <div className="page stack-lg">
      <header className="page-header">
        <h1>Dashboard</h1>
      </header>
      <RemoteScreen remote="account" expose="onboarding" props={props} compact />
      <RemoteScreen remote="reports" props={props} />
    </div>
  );
}
