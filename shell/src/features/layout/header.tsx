import type { SessionInfo } from '@dwell/core/session';
import { SubscriptionBadge } from './subscription-badge.tsx';
import { UserMenu } from './user-menu.tsx';

interface HeaderProps {
  session: SessionInfo;
  checking: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** SPEC §2.20 header: search, notifications, the user menu and the subscription badge. */
export function Header({ session, checking, menuOpen, onToggleMenu }: HeaderProps) {
  return (
    <header className="app-header">
      <button
        type="button"
        className="btn btn-ghost menu-button"
        aria-expanded={menuOpen}
        aria-label="Menu"
        onClick={onToggleMenu}
      >
        ☰
      </button>
      <search className="header-search">
        <label htmlFor="header-search" className="sr-only">
          Search
        </label>
        <input
          id="header-search"
          className="input"
          type="search"
          placeholder="Search events, drivers, or facilities..."
        />
      </search>
      <div className="row header-tools">
        <SubscriptionBadge session={session} checking={checking} />
        <UserMenu session={session} />
      </div>
    </header>
  );
}
