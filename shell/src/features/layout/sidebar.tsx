import { REPORT_ROLES } from '@dwell/core/constants';
import type { SessionInfo } from '@dwell/core/session';
import { Link } from '@dwell/ui/lib/router.tsx';
import { EVENT_NAV, visibleFor } from './nav-items.ts';

/**
 * The sidebar of SPEC §2.20 (a slide-in menu below 900 px): the events area's pages by role, Documents,
 * Reports (a 'Pro' badge and disabled without basicReports; only for the roles that may open it), Settings
 * and Help.
 */
export function Sidebar({ session, onNavigate }: { session: SessionInfo; onNavigate: () => void }) {
  const canReport = session.features.includes('basicReports');
  const { user, company } = session;
  return (
    <aside className="sidebar" id="sidebar" aria-label="Sidebar">
      <div className="brand">Dwell</div>
      <nav aria-label="Main" className="nav">
        <Link to="/dashboard" className="nav-link" matchPrefix onClick={onNavigate}>
          Dashboard
        </Link>
        {visibleFor(EVENT_NAV, user.role).map((item) => (
          <Link key={item.to} to={item.to} className="nav-link" matchPrefix={!item.exact} onClick={onNavigate}>
            {item.label}
          </Link>
        ))}
        <Link to="/documents" className="nav-link" matchPrefix onClick={onNavigate}>
          Documents
        </Link>
        {!REPORT_ROLES.includes(user.role) ? null : canReport ? (
          <Link to="/reports" className="nav-link" matchPrefix onClick={onNavigate}>
            Reports
          </Link>
        ) : (
          <span className="nav-link" aria-disabled="true">
            Reports <span className="badge badge-info">Pro</span>
          </span>
        )}
        <Link to="/settings" className="nav-link" matchPrefix onClick={onNavigate}>
          Settings
        </Link>
        <div className="nav-section">Support</div>
        <Link to="/documentation" className="nav-link" matchPrefix onClick={onNavigate}>
          Help &amp; Documentation
        </Link>
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
    </aside>
  );
}
