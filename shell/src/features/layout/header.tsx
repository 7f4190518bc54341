import type { SessionInfo } from '@dwell/core/session';
import { useMemo } from 'react';
import { RemoteScreen } from '../remotes/remote-screen.tsx';
import { OfflineStatus } from '../pwa/offline-status.tsx';
import { SubscriptionBadge } from './subscription-badge.tsx';
import { UserMenu } from './user-menu.tsx';

interface HeaderProps {
  session: SessionInfo;
  checking: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/**
 * SPEC §2.20 header: the events area's search box and notification dropdown (mounted from the events remote,
 * so a failure there only empties their own box), the offline queue, the subscription badge and the user menu.
 */
export function Header({ session, checking, menuOpen, onToggleMenu }: HeaderProps) {
  const props = useMemo(() => ({ session }), [session]);
  return (
    <header className="app-header">
      <button
        type="button"
        className="btn btn-ghost menu-button"
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        aria-label="Menu"
        onClick={onToggleMenu}
      >
        <span aria-hidden="true">☰</span>
      </button>
      {/* The remote renders its own <search> landmark inside. */}
      <div className="header-search">
        <RemoteScreen remote="events" expose="header-search" props={props} compact />
      </div>
      <div className="row header-tools">
        <OfflineStatus />
        <RemoteScreen remote="events" expose="alerts-widget" props={props} compact />
        <SubscriptionBadge session={session} checking={checking} />
        <UserMenu session={session} />
      </div>
    </header>
  );
}
