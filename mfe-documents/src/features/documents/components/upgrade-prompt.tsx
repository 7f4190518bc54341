import type { SessionInfo } from '@dwell/core/session';
import { upgradeMessage } from '@dwell/core/tiers';
import { Link } from '@dwell/ui/lib/router.tsx';

/** In place of the upload panel when the tier lacks documentStorage (SPEC §6); the API refuses it too. */
export function UpgradePrompt({ session }: { session: SessionInfo }) {
  return (
    <section className="card docs-upload" aria-labelledby="docs-upgrade-title">
      <h2 id="docs-upgrade-title">Upload Documents</h2>
      <div className="banner banner-info" role="status">
        <div>
          <p>{upgradeMessage(session.subscription.tier, 'documentStorage')}</p>
          <p className="small muted">Documents you already stored stay available to download.</p>
        </div>
        <Link to="/subscribe" className="btn btn-primary btn-sm">
          See plans
        </Link>
      </div>
    </section>
  );
}
