import { HEADER_SEARCH } from '@dwell/core/messages';
import { HEADER_REMOTE, headerReadsEvents, type SessionInfo } from '@dwell/core/session';
import { type ReactNode, useMemo } from 'react';
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

/** The header's search box as it will look, inert, while the events remote brings the real one. */
const SEARCH_SKELETON = (
  <input className="input" type="search" placeholder={HEADER_SEARCH.placeholder} disabled tabIndex={-1} />
);

/** The events area's search box, in its inert look until the remote brings it (the page's HTML frame too). */
export function HeaderSearch({ props }: { props: Record<string, unknown> }) {
  return (
    <RemoteScreen
      remote={HEADER_REMOTE}
      expose="header-search"
      props={props}
      compact
      quiet
      afterScreen
      skeleton={SEARCH_SKELETON}
    />
  );
}

/**
 * docs/product.md#main-layout header: the events area's search box and notification dropdown (mounted from the events remote,
 * so a failure there only empties their own box; loaded once the screen's own content is shown), the offline
 * queue, the subscription badge and the user menu.
 */
export function Header({ session, checking, menuOpen, onToggleMenu }: HeaderProps) {
  const props = useMemo(() => ({ session }), [session]);
  const withEvents = headerReadsEvents(session);
  return (
    <HeaderFrame
      menuOpen={menuOpen}
      onToggleMenu={onToggleMenu}
      search={withEvents ? <HeaderSearch props={props} /> : null}
      tools={
        <>
          <OfflineStatus />
          {withEvents ? (
            <RemoteScreen remote={HEADER_REMOTE} expose="alerts-widget" props={props} compact quiet afterScreen />
          ) : null}
          <SubscriptionBadge session={session} checking={checking} />
          <UserMenu session={session} />
        </>
      }
    />
  );
}

/** The header's boxes: the Menu button (narrow screens), the search box's place and the tools on the right. */
export function HeaderFrame({
  menuOpen = false,
  onToggleMenu,
  search,
  tools,
}: {
  menuOpen?: boolean;
  onToggleMenu?: () => void;
  search: ReactNode;
  tools?: ReactNode;
}) {
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
      <div className="header-search">{search}</div>
      <div className="row header-tools">{tools}</div>
    </header>
  );
}
