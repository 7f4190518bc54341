import type { ReactNode } from 'react';
import { Link } from '@dwell/ui/lib/router.tsx';

const NAV = [
  ['/dashboard', 'Dashboard'],
  ['/events', 'Detention Events'],
  ['/documents', 'Documents'],
  ['/reports', 'Reports'],
  ['/settings', 'Settings'],
] as const;

/** SPEC §2.20: sidebar, header and the routed screen. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="sidebar" aria-label="Sidebar">
        <div className="brand">Dwell</div>
        <nav aria-label="Main" className="nav">
          {NAV.map(([to, label]) => (
            <Link key={to} to={to} className="nav-link" matchPrefix>
              {label}
            </Link>
          ))}
          <div className="nav-section">Support</div>
          <Link to="/documentation" className="nav-link" matchPrefix>
            Help &amp; Documentation
          </Link>
        </nav>
      </aside>
      <div className="layout-main">
        <main id="main">{children}</main>
      </div>
    </div>
  );
}
