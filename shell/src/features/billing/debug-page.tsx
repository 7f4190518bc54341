import type { SessionInfo } from '@dwell/core/session';
import { Banner, Spinner } from '@dwell/ui/components/feedback.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshSession } from '../session/use-session.ts';
import { fetchDebug } from './api/get-debug.ts';

/** docs/product.md#debug-page: what the app knows about the signed-in user's subscription, for support. */
export function DebugSubscriptionPage({ session }: { session: SessionInfo | null }) {
  const data = useQuery({ queryKey: ['billing', 'debug'], queryFn: fetchDebug, enabled: Boolean(session) });
  const [raw, setRaw] = useState(false);
  if (!session) {
    return (
      <div className="page">
        <Banner tone="warning">Please log in to view subscription debug information</Banner>
      </div>
    );
  }
  return (
    <div className="page stack">
      <h1>Subscription debug</h1>
      <p>
        Status summary: <strong>{session.subscription.status ?? 'none'}</strong> · group {session.subscription.group} ·
        tier {session.subscription.tier} · access {session.subscription.hasAccess ? 'yes' : 'no'}
      </p>
      <div className="row">
        <button type="button" className="btn" onClick={() => setRaw((r) => !r)}>
          Test View
        </button>
        <button type="button" className="btn" onClick={() => void refreshSession()}>
          Refresh Auth
        </button>
        <button type="button" className="btn" onClick={() => void data.refetch()}>
          Reload Data
        </button>
      </div>
      {data.isPending ? <Spinner /> : null}
      {data.error ? <Banner tone="error">{data.error.message}</Banner> : null}
      {data.data
        ? Object.entries(data.data).map(([section, value]) => (
            <section key={section} className="card card-tight">
              <h2>{section}</h2>
              <pre className="small" style={{ whiteSpace: 'pre-wrap' }}>
                {raw ? JSON.stringify(value) : JSON.stringify(value, null, 2)}
              </pre>
            </section>
          ))
        : null}
    </div>
  );
}
