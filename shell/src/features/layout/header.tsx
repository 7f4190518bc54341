import { HEADER_SEARCH } from '@dwell/core/messages';
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
 * docs/product.md#main-layout header: the events area's search box and notification dropdown (mounted from the events remote,
 * so a failure there only empties their own box; loaded once the screen's own content is shown), the offline
 * queue, the subscription badge and the user menu.
 */
/** The header's search box as it will look, inert, while the events remote brings the real one. */
const SEARCH_SKELETON = (
  <input className="input" type="search" placeholder={HEADER_SEARCH.placeholder} disabled tabIndex={-1} />
);

export function Header({ session, checking, menuOpen, onToggleMenu }: HeaderProps) {
  const props = useMemo(() => ({ session }), [session]);
  // Search and alerts read the company's events, which need a live subscription: on /billing of a locked
  // (past due, cancelled) account or a platform admin's pages they would only be refused, again and again.
  const withEvents = session.subscription.hasAccess && session.company !== null;
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
        {withEvents ? (
          <RemoteScreen
            remote="events"
            expose="header-search"
            props={props}
            compact
            quiet
            afterScreen
            skeleton={SEARCH_SKELETON}
          />
        ) : null}
      </div>
      <div className="row header-tools">
        <OfflineStatus />
        {withEvents ? (
          <RemoteScreen remote="events" expose="alerts-widget" props={props} compact quiet afterScreen />
        ) : null}
        <SubscriptionBadge session={session} checking={checking} />
        <UserMenu session={session} />
      </div>
    </header>
  );
}
