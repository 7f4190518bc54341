import type { SessionInfo } from '@dwell/core/session';
import { type NavLink, navLinks } from '@dwell/ui/lib/remote-routes.ts';
import { Link } from '@dwell/ui/lib/router.tsx';
import type { ReactNode } from 'react';
import { useRemoteManifest } from '../../shared/api/get-remote-manifest.ts';

function Item({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  if (link.locked) {
    return (
      <span className="nav-link" aria-disabled="true">
        {link.label} <span className="badge badge-info">Pro</span>
      </span>
    );
  }
  return (
    <Link to={link.to} className="nav-link" matchPrefix={!link.exact} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

/**
 * The sidebar (a slide-in menu below 900 px): the Dashboard, then the links each remote declares
 * for its routes, for this user's role and in their declared order (a feature the tier lacks is shown marked
 * Pro and disabled), and the Support links at the foot.
 */
export function Sidebar({ session, onNavigate }: { session: SessionInfo; onNavigate: () => void }) {
  const manifest = useRemoteManifest();
  const { user, company } = session;
  const links = manifest.data ? navLinks(manifest.data.routes, { role: user.role, features: session.features }) : [];
  const support = links.filter((link) => link.section === 'support');
  return (
    <SidebarFrame>
      <nav aria-label="Main" className="nav">
        <Link to="/dashboard" className="nav-link" matchPrefix onClick={onNavigate}>
          Dashboard
        </Link>
        {links
          .filter((link) => link.section === 'main')
          .map((link) => (
            <Item key={link.to} link={link} onNavigate={onNavigate} />
          ))}
        {support.length ? <div className="nav-section">Support</div> : null}
        {support.map((link) => (
          <Item key={link.to} link={link} onNavigate={onNavigate} />
        ))}
      </nav>
      <Link to="/profile" className="sidebar-user" onClick={onNavigate}>
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" className="avatar" />
        ) : (
          <span className="avatar avatar-initials" aria-hidden="true">
            {(user.fullName ?? user.email).slice(0, 1).toUpperCase()}
          </span>
        )}
        <span>
          <strong>{user.fullName || 'Update Profile'}</strong>
          <span className="small">{company?.name || 'Set Company Name'}</span>
        </span>
      </Link>
    </SidebarFrame>
  );
}

/** The sidebar's box with the brand: the links and the user's card go inside. */
export function SidebarFrame({ children }: { children?: ReactNode }) {
  return (
    <aside className="sidebar" id="sidebar" aria-label="Sidebar">
      <div className="brand">Dwell</div>
      {children}
    </aside>
  );
}
