import { formatDateTime } from '@dwell/core/format';
import type { SessionInfo } from '@dwell/core/session';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { Link } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { endUserSessions } from '../api/end-user-sessions.ts';
import { fetchUser } from '../api/get-user.ts';
import { StatusBadge } from './status-badge.tsx';
import { useAdminOnly } from './use-admin-only.ts';

const when = (ms: number | null | undefined) => (ms ? formatDateTime(ms) : '—');

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="fact-tiles">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/users/{id}: one user with their company, subscription and active sessions. */
export function AdminUserPage({ session, params }: { session: SessionInfo; params: Record<string, string> }) {
  const id = params.id ?? '';
  const allowed = useAdminOnly(session);
  const queryClient = useQueryClient();
  const key = ['account', 'admin-user', id];
  const query = useQuery({ queryKey: key, queryFn: () => fetchUser(id), enabled: allowed });
  if (!allowed) return null;
  const endAll = async () => {
    try {
      toast('success', (await endUserSessions(id)).message);
    } catch (error) {
      toast('error', 'Sessions', error instanceof ApiClientError ? error.message : 'The sessions could not be ended.');
    }
    await queryClient.invalidateQueries({ queryKey: key });
  };
  if (query.isPending)
    return (
      <div className="page">
        <Skeleton rows={6} />
      </div>
    );
  if (query.error)
    return (
      <div className="page">
        <Banner tone="error">{query.error.message}</Banner>
      </div>
    );
  const { user, company, subscription, sessions } = query.data;
  return (
    <div className="page stack-lg account-narrow">
      <Link to="/admin">← All users</Link>
      <header className="page-header">
        <div>
          <h1>{user.fullName ?? user.email}</h1>
          <p className="muted">
            {user.email} · {user.role}
            {user.disabledAt ? ' · removed' : ''}
          </p>
        </div>
      </header>
      <section className="card stack" aria-label="User">
        <h2>User</h2>
        <Facts
          rows={[
            ['Phone', user.phoneNumber],
            ['Email confirmed', when(user.emailConfirmedAt)],
            ['Onboarding', `${user.onboardingProgress}%`],
            ['Created', when(user.createdAt)],
          ]}
        />
      </section>
      <section className="card stack" aria-label="Company">
        <h2>Company</h2>
        {company ? (
          <Facts
            rows={[
              ['Name', company.name],
              ['Fleet size', company.fleetSize],
              ['Members', company.memberCount],
              ['Address', company.address],
              ['Phone', company.phone],
              ['USDOT', company.dotNumber],
              ['MC', company.mcNumber],
            ]}
          />
        ) : (
          <p className="muted">No company (platform administrator).</p>
        )}
      </section>
      <section className="card stack" aria-label="Subscription">
        <h2>Subscription</h2>
        {subscription ? (
          <Facts
            rows={[
              ['Status', <StatusBadge key="s" status={subscription.status} />],
              ['Renews or ends', when(subscription.currentPeriodEnd ? subscription.currentPeriodEnd * 1000 : null)],
              ['Cancels at period end', subscription.cancelAtPeriodEnd ? 'Yes' : 'No'],
            ]}
          />
        ) : (
          <StatusBadge status={null} />
        )}
      </section>
      <section className="card stack" aria-label="Sessions">
        <div className="row-between">
          <h2>Active sessions</h2>
          {sessions.length > 0 ? (
            <button type="button" className="btn btn-sm btn-danger" onClick={endAll}>
              Sign out everywhere
            </button>
          ) : null}
        </div>
        {sessions.length === 0 ? (
          <p className="muted">No active sessions.</p>
        ) : (
          <ul className="stack">
            {sessions.map((s) => (
              <li key={s.id} className="small">
                {s.userAgent || 'Unknown device'} · IP {s.ipAddress} · last activity {when(s.lastActivity)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
