import type { SessionInfo } from '@dwell/core/session';
import { Link } from '@dwell/ui/lib/router.tsx';

const NAV = [
  ['/dashboard', 'Dashboard'],
  ['/events', 'Detention Events'],
  ['/documents', 'Documents'],
] as const;

/** The sidebar of SPEC §2.20: Reports shows a 'Pro' badge and is disabled without basicReports. */
export function Sidebar({ session, onNavigate }: { session: SessionInfo; onNavigate: () => void }) {
  const canReport = session.features.includes('basicReports');
  const { user, company } = session;
  return (
    <aside className="sidebar" aria-label="Sidebar">
      <div className="brand">Dwell</div>
      <nav aria-label="Main" className="nav">
        {NAV.map(([to, label]) => (
          <Link key={to} to={to} className="nav-link" matchPrefix onClick={onNavigate}>
            {label}
          </Link>
        ))}
        {canReport ? (
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
