import type { SessionInfo } from '@dwell/core/session';
import { type ReactNode, useState } from 'react';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';

/** SPEC §2.20: sidebar, header and the routed screen; on narrow screens the sidebar becomes a menu. */
export function MainLayout({
  session,
  checking,
  children,
}: {
  session: SessionInfo;
  checking: boolean;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="layout" data-menu-open={menuOpen}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar session={session} onNavigate={() => setMenuOpen(false)} />
      {menuOpen ? (
        <button type="button" className="scrim" aria-label="Close menu" onClick={() => setMenuOpen(false)} />
      ) : null}
      <div className="layout-main">
        {checking ? (
          <div className="top-banner" role="status">
            Verifying subscription...
          </div>
        ) : null}
        <Header
          session={session}
          checking={checking}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
        />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
