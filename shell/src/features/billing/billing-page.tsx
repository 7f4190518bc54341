import { PLAN } from '@dwell/core/constants';
import { formatDate } from '@dwell/core/format';
import { CHECKOUT } from '@dwell/core/messages';
import type { SessionInfo } from '@dwell/core/session';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { Link } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { subscriptionQuery } from './api/get-subscription.ts';
import { openPortal } from './api/open-portal.ts';
import { periodLine } from './period-line.ts';
import { UsageCard } from './usage-card.tsx';

const date = (seconds: number | null | undefined) => (seconds ? formatDate(seconds * 1000) : '—');

/** /billing: the plan, its status and dates, and the payment provider's portal for card changes and cancelling. */
export function BillingPage({ session }: { session: SessionInfo }) {
  const view = useQuery(subscriptionQuery());
  const [opening, setOpening] = useState(false);
  const canManage = session.user.role === 'carrier_admin';

  const manage = async () => {
    setOpening(true);
    try {
      location.assign((await openPortal()).url);
    } catch (error) {
      toast(
        'error',
        'Billing',
        error instanceof ApiClientError ? error.message : 'The billing portal could not be opened.',
      );
      setOpening(false);
    }
  };

  const header = (
    <header className="page-header">
      <div>
        <h1>Billing</h1>
        <p className="muted">Your Dwell plan and payment details.</p>
      </div>
    </header>
  );
  if (view.isPending || view.error) {
    return (
      <div className="page stack-lg" style={{ maxWidth: 760 }}>
        {header}
        {view.error ? <Banner tone="error">{view.error.message}</Banner> : <Skeleton rows={4} />}
      </div>
    );
  }
  const sub = view.data.subscription;
  const period = sub ? periodLine(sub, date) : null;
  return (
    <div className="page stack-lg" style={{ maxWidth: 760 }}>
      {header}
      {view.data.group === 'issue' ? <Banner tone="error">{CHECKOUT.issue}</Banner> : null}
      {sub ? (
        <section className="card stack" aria-label="Subscription">
          <div className="row-between">
            <h2>
              {PLAN.name} · {PLAN.priceLabel}
            </h2>
            <span className={`badge ${view.data.hasAccess ? 'badge-success' : 'badge-danger'}`}>
              Status: {sub.status}
            </span>
          </div>
          {sub.status === 'trialing' ? <p>Free trial until {date(sub.trialEnd)}.</p> : null}
          {period ? <p>{period}</p> : null}
          {canManage ? (
            <div className="row">
              <button type="button" className="btn btn-primary" onClick={manage} disabled={opening}>
                {opening ? 'Opening…' : 'Manage billing'}
              </button>
              <span className="small muted">Change your card or cancel anytime on the secure billing portal.</span>
            </div>
          ) : (
            <p className="muted">Ask your company's administrator to change billing details.</p>
          )}
        </section>
      ) : (
        <section className="card stack">
          <h2>No subscription yet</h2>
          <p>Subscribe to the {PLAN.name} plan to track detention for your whole fleet.</p>
          <Link to="/subscribe" className="btn btn-primary">
            See the plan
          </Link>
        </section>
      )}
      {sub ? <UsageCard /> : null}
    </div>
  );
}
