import type { SessionInfo } from '@dwell/core/session';
import { type Feature, hasFeature, meterState, upgradeMessage } from '@dwell/core/tiers';
import { UPGRADE } from '@dwell/core/messages';
import { type ReactNode, useState } from 'react';
import { Link } from '../lib/router.tsx';
import { Banner } from './feedback.tsx';
import { Modal } from './modal.tsx';

export type GateStyle = 'inline' | 'banner' | 'modal';

interface GateProps {
  session: SessionInfo | null | undefined;
  feature: Feature;
  style?: GateStyle;
  children: ReactNode;
}

/**
 * docs/product.md#tiers-and-limits: shows its content only when the tier includes the feature; otherwise an upgrade prompt in
 * one of three styles, each linking to /subscribe. The API enforces the same rule; this only explains it.
 */
export function FeatureGate({ session, feature, style = 'banner', children }: GateProps) {
  const [dismissed, setDismissed] = useState(false);
  if (session === undefined) return <p role="status">Checking access...</p>;
  if (session === null || session.subscription.tier === 'invalid') {
    return (
      <Banner tone="error" title={UPGRADE.subscriptionErrorTitle}>
        {UPGRADE.subscriptionError}
      </Banner>
    );
  }
  if (hasFeature(session.subscription.tier, feature)) return <>{children}</>;
  const message = upgradeMessage(session.subscription.tier, feature);
  if (style === 'inline') {
    return (
      <span className="small">
        {message} <Link to="/subscribe">Upgrade</Link>
      </span>
    );
  }
  if (style === 'modal' && !dismissed) {
    return (
      <Modal title="Feature Locked" onClose={() => setDismissed(true)}>
        <p>{message}</p>
        <div className="row">
          <Link to="/subscribe" className="btn btn-primary">
            See plans
          </Link>
          <button type="button" className="btn" onClick={() => setDismissed(true)}>
            Not now
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <div className="banner banner-info" role="status">
      <div>
        <strong>Premium Feature</strong>
        <p>{message}</p>
      </div>
      <Link to="/subscribe" className="btn btn-primary btn-sm">
        Upgrade
      </Link>
    </div>
  );
}

/** docs/product.md#tiers-and-limits usage meter: used versus limit, warning at 80 %, reached at 100 %; unlimited shows none. */
export function UsageMeter({
  label,
  used,
  limit,
  counting,
}: {
  label: string;
  used: number;
  limit: number | null;
  /** What the numbers count when the label alone would mislead, e.g. 'open now' (shown after them). */
  counting?: string;
}) {
  const state = meterState(used, limit);
  if (state === 'unlimited' || limit === null) return null;
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  const note = state === 'reached' ? 'Limit reached' : state === 'warning' ? 'Almost at your limit' : null;
  return (
    <div className="stack" style={{ gap: 4 }} data-testid={`meter-${label}`} data-state={state}>
      <div className="row-between small">
        <span>{label}</span>
        <span>
          {used} / {limit}
          {counting ? ` ${counting}` : ''}
          {note ? ` · ${note}` : ''}
        </span>
      </div>
      <div
        className={`progress ${state === 'ok' ? '' : `progress-${state}`}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
