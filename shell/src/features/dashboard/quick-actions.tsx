import { REPORT_ROLES } from '@dwell/core/constants';
import type { SessionInfo } from '@dwell/core/session';
import { hasFeature } from '@dwell/core/tiers';
import { FeatureGate, UsageMeter } from '@dwell/ui/components/gate.tsx';
import { Link } from '@dwell/ui/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { usageQuery } from '../../shared/api/get-usage.ts';
import { EventsMeter } from '../../shared/events-meter.tsx';

/** docs/product.md#dashboard Quick Actions and usage meters (Detention Events; Documents behind documentStorage). */
export function QuickActions({ session }: { session: SessionInfo }) {
  const usage = useQuery(usageQuery());
  const tier = session.subscription.tier;
  // /reports is for admins and carrier admins (docs/product.md#tiers-and-limits): nobody else is offered a link that refuses them.
  const reporter = REPORT_ROLES.includes(session.user.role);
  return (
    <section className="card stack" aria-labelledby="quick-actions">
      <h2 id="quick-actions">Quick Actions</h2>
      <div className="row" style={{ flexWrap: 'wrap' }}>
        <Link to="/events/new" className="btn btn-primary">
          New Detention
        </Link>
        {!reporter ? null : hasFeature(tier, 'advancedReports') ? (
          <Link to="/reports" className="btn">
            Generate Report
          </Link>
        ) : (
          <FeatureGate session={session} feature="advancedReports" style="inline">
            {null}
          </FeatureGate>
        )}
        {hasFeature(tier, 'apiAccess') ? (
          <a href="/api/events/export.csv" className="btn" download>
            Export Data
          </a>
        ) : (
          <FeatureGate session={session} feature="apiAccess" style="inline">
            {null}
          </FeatureGate>
        )}
      </div>
      {usage.data ? (
        <div className="stack">
          <EventsMeter used={usage.data.events.used} limit={usage.data.events.limit} />
          <FeatureGate session={session} feature="documentStorage" style="inline">
            <UsageMeter label="Documents" used={usage.data.documents.used} limit={usage.data.documents.limit} />
          </FeatureGate>
        </div>
      ) : null}
    </section>
  );
}
