import { CHECKOUT_EXTRAS, PLAN, PLAN_FEATURES } from '@dwell/core/constants';
import type { SessionInfo } from '@dwell/core/session';
import { Link, useQuery } from '@dwell/ui/lib/router.tsx';
import { useState } from 'react';
import { AccountBar } from '../auth/account-bar.tsx';
import { startCheckout } from './start-checkout.ts';

/** docs/product.md#post-payment-pages /checkout: 'Complete Your Subscription'. */
export function CheckoutPage({ session }: { session: SessionInfo }) {
  const trial = useQuery().get('trial') === '1';
  const [busy, setBusy] = useState(false);
  const complete = async () => {
    setBusy(true);
    await startCheckout(trial);
    setBusy(false);
  };
  return (
    <>
      <AccountBar session={session} />
      <main className="page" style={{ maxWidth: 640 }}>
        <div className="card stack">
          <h1>Complete Your Subscription</h1>
          <p>
            <strong>Dwell {PLAN.name}</strong> · {PLAN.priceLabel}
            {trial ? ' after your free trial' : ''} · cancel anytime
          </p>
          <ul>
            {[...PLAN_FEATURES, ...CHECKOUT_EXTRAS].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="row">
            <button type="button" className="btn btn-primary" onClick={complete} disabled={busy}>
              {busy ? 'Starting checkout...' : 'Complete Subscription'}
            </button>
            <Link to="/subscribe">Back to plans</Link>
          </div>
          <p className="small muted">You pay on Stripe's secure checkout page; Dwell never sees your card number.</p>
        </div>
      </main>
    </>
  );
}
