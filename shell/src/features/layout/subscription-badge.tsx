import type { SessionInfo } from '@dwell/core/session';

/** docs/product.md#main-layout: 'Subscription: Active ✅' or 'Inactive 🚫', in words as well as colour. */
export function SubscriptionBadge({ session, checking = false }: { session: SessionInfo; checking?: boolean }) {
  if (checking) return <span className="badge">Checking subscription...</span>;
  const active = session.subscription.hasAccess;
  return (
    <span className={`badge ${active ? 'badge-success' : 'badge-danger'}`} data-testid="subscription-badge">
      {active ? 'Subscription: Active ✅' : 'Subscription: Inactive 🚫'}
    </span>
  );
}
