import { PLAN, PLAN_FEATURES } from '@dwell/core/constants';
import type { SessionInfo } from '@dwell/core/session';
import { canStartTrial } from '@dwell/core/subscription';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Link, navigate, useQuery } from '@dwell/ui/lib/router.tsx';
import { useState } from 'react';
import { AccountBar } from '../auth/account-bar.tsx';
import { startCheckout } from './start-checkout.ts';

/**
 * docs/product.md#signup-page plan view: the Professional plan and 'Subscribe and Start Now', which includes the free trial for
 * a company that never had a subscription.
 */
export function SubscribePage({ session }: { session: SessionInfo | null }) {
  const error = useQuery().get('error');
  const [busy, setBusy] = useState(false);
  const trial = session !== null && canStartTrial(session.subscription.status);
  const subscribe = async () => {
    if (!session) {
      navigate('/signup?from=%2Fsubscribe');
      return;
    }
    setBusy(true);
    // A company that never had a subscription keeps its free trial, also after a declined card.
    await startCheckout(trial);
    setBusy(false);
  };
  return (
    <>
      {session ? (
        <AccountBar session={session} />
      ) : (
        <header className="landing-header row-between">
          <Link to="/" className="auth-brand">
            Dwell
          </Link>
          <Link to="/login">Sign In</Link>
        </header>
      )}
      <main className="page" style={{ maxWidth: 640 }}>
        {error ? <Banner tone="error">{error}</Banner> : null}
        <div className="card stack">
          <h1>{PLAN.name}</h1>
          <p className="stat-value">{PLAN.priceLabel}</p>
          {trial ? <p>Starts with your free trial: nothing is charged until it ends.</p> : null}
          <p className="muted">Everything a fleet needs to get paid for waiting. Cancel anytime.</p>
          <ul>
            {PLAN_FEATURES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {session?.subscription.hasAccess ? (
            <Banner tone="success">Your subscription is active.</Banner>
          ) : (
            <button type="button" className="btn btn-primary" onClick={subscribe} disabled={busy}>
              {busy ? 'Starting checkout...' : 'Subscribe and Start Now'}
            </button>
          )}
          {session?.subscription.hasAccess ? <Link to="/dashboard">Go to your dashboard</Link> : null}
        </div>
      </main>
    </>
  );
}
