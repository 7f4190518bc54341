import { AUTH } from '@dwell/core/messages';
import type { SessionInfo } from '@dwell/core/session';
import { hasFeature } from '@dwell/core/tiers';
import { FeatureGate } from '@dwell/ui/components/gate.tsx';
import { Link, navigate } from '@dwell/ui/lib/router.tsx';
import { announceSessionChange } from '@dwell/ui/lib/session-events.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { logout } from '../api/logout.ts';

const LINKS = [
  { to: '/profile', title: 'Edit Profile', text: 'Your name, phone number, picture and company details.' },
  {
    to: '/company',
    title: 'Company & team',
    text: 'Company information, and who uses Dwell with you: invitations and roles.',
  },
  {
    to: '/security',
    title: 'Advanced Security',
    text: 'See every device signed in to your account and sign them out.',
    feature: 'prioritySupport',
  },
  { to: '/settings/notifications', title: 'Notifications', text: 'Choose which alerts reach you by email.' },
  { to: '/change-password', title: 'Change Password', text: 'Set a new password; other devices are signed out.' },
  {
    to: '/settings/api-keys',
    title: 'API keys',
    text: 'Keys for programs that read and log events through the Dwell API.',
    feature: 'apiAccess',
    role: 'carrier_admin',
  },
  {
    to: '/settings/webhooks',
    title: 'Webhooks',
    text: 'Tell your own systems at once when stops, evidence and claims change.',
    feature: 'apiAccess',
    role: 'carrier_admin',
  },
  {
    to: '/settings/integrations',
    title: 'Integrations',
    text: 'Connect your ELD or telematics provider so geofence entries and exits log stops.',
    role: 'carrier_admin',
  },
] as const;

/** /settings (docs/product.md#settings). */
export function SettingsPage({ session, title }: { session: SessionInfo; title?: string | undefined }) {
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await logout();
      toast('success', AUTH.loggedOut);
      announceSessionChange();
      navigate('/login');
    } catch {
      toast('error', AUTH.logoutFailedTitle, AUTH.logoutFailedRetry);
      setSigningOut(false);
    }
  };
  return (
    <div className="page stack-lg account-narrow">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <nav className="grid" aria-label="Account settings">
        {LINKS.filter((link) => !('role' in link) || link.role === session.user.role).map((link) =>
          'feature' in link && !hasFeature(session.subscription.tier, link.feature) ? (
            <div key={link.to} className="card settings-link">
              <strong>{link.title}</strong>
              <FeatureGate session={session} feature={link.feature} style="inline">
                {null}
              </FeatureGate>
            </div>
          ) : (
            <Link key={link.to} to={link.to} className="card settings-link">
              <strong>{link.title}</strong>
              <span className="muted small">{link.text}</span>
            </Link>
          ),
        )}
      </nav>
      <section className="card stack danger-zone" aria-labelledby="danger-title">
        <h2 id="danger-title">Danger Zone</h2>
        <p className="muted small">Sign out of Dwell on this device.</p>
        <div>
          <button type="button" className="btn btn-danger" onClick={signOut} disabled={signingOut}>
            Sign Out
          </button>
        </div>
      </section>
    </div>
  );
}
