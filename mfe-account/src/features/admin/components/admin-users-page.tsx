import { DATA } from '@dwell/core/messages';
import type { SessionInfo } from '@dwell/core/session';
import { Banner, EmptyState, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Link, navigate, useQuery as useAddressQuery } from '@dwell/ui/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchUsers } from '../api/get-users.ts';
import { useAdminOnly } from './use-admin-only.ts';
import { UsersTable } from './users-table.tsx';

const SEARCH_DELAY_MS = 250;

/** /admin (docs/product.md#admin-pages): the platform's users, newest 100, searchable by email, name or company. */
export function AdminUsersPage({ session }: { session: SessionInfo }) {
  const allowed = useAdminOnly(session);
  const q = useAddressQuery().get('q') ?? '';
  const [typed, setTyped] = useState(q);
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(
      () => navigate(typed ? `/admin?q=${encodeURIComponent(typed)}` : '/admin', { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, q]);
  const query = useQuery({ queryKey: ['account', 'admin-users', q], queryFn: () => fetchUsers(q), enabled: allowed });
  if (!allowed) return null;
  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div>
          <h1>User Management</h1>
          <p className="muted">Every Dwell user, newest first (up to 100).</p>
        </div>
        <Link to="/admin/remotes" className="btn">
          Remote versions
        </Link>
      </header>
      <input
        className="input"
        type="search"
        aria-label="Search users"
        placeholder="Search by email, name or company..."
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      {query.isPending ? <Skeleton rows={6} /> : null}
      {query.error ? (
        <Banner tone="error" title={DATA.usersLoadFailed}>
          {query.error.message}
        </Banner>
      ) : null}
      {query.data?.length === 0 ? <EmptyState title={DATA.noUsers} /> : null}
      {query.data && query.data.length > 0 ? <UsersTable users={query.data} /> : null}
    </div>
  );
}
