import type { SessionInfo } from '@dwell/core/session';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { NewVersionBar } from './new-version-bar.tsx';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';

/** docs/product.md#main-layout: sidebar, header and the routed screen; on narrow screens the sidebar becomes a menu. */
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
  useEffect(() => {
    if (!menuOpen) return;
    // The opened phone menu takes the focus; Escape closes it and gives the focus back to the Menu button.
    document.querySelector<HTMLElement>('#sidebar .nav-link')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      document.querySelector<HTMLElement>('.menu-button')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);
  // The sidebar and the header are the same elements from one screen to the next (a move changes only the
  // screen): React skips them, so a tap on a link renders the screen's box and the links it marks, no more.
  const sidebar = useMemo(
    () => (
      <>
        <Sidebar session={session} onNavigate={closeMenu} />
        {menuOpen ? <button type="button" className="scrim" aria-label="Close menu" onClick={closeMenu} /> : null}
      </>
    ),
    [session, menuOpen, closeMenu],
  );
  const header = useMemo(
    () => (
      <>
        {checking ? (
          <div className="top-banner" role="status">
            Verifying subscription...
          </div>
        ) : null}
        <Header session={session} checking={checking} menuOpen={menuOpen} onToggleMenu={toggleMenu} />
      </>
    ),
    [session, checking, menuOpen, toggleMenu],
  );
  return (
    <LayoutFrame menuOpen={menuOpen} sidebar={sidebar} header={header} after={NEW_VERSION_BAR}>
      {children}
    </LayoutFrame>
  );
}

const NEW_VERSION_BAR = <NewVersionBar />;

/**
 * The layout's boxes: the sidebar, the header above the routed screen. The page's HTML carries them with
 * nothing of the user in them (layout-frame.tsx), so a phone paints the frame before the script arrives and
 * the script's first render puts the same boxes in its place, filled.
 */
export function LayoutFrame({
  menuOpen = false,
  sidebar,
  header,
  after,
  children,
}: {
  menuOpen?: boolean;
  sidebar: ReactNode;
  header: ReactNode;
  after?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="layout" data-menu-open={menuOpen}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {sidebar}
      <div className="layout-main">
        {header}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </div>
      {after}
    </div>
  );
}
