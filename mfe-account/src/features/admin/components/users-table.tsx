import { formatDate } from '@dwell/core/format';
import { DataTable } from '@dwell/ui/components/data-table.tsx';
import { Link } from '@dwell/ui/lib/router.tsx';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { fetchUsers } from '../api/get-users.ts';
import { StatusBadge } from './status-badge.tsx';

type UserRow = Awaited<ReturnType<typeof fetchUsers>>[number];

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, UserRow>();
const columns = helper.columns([
  helper.accessor('email', {
    header: 'Email',
    cell: (info) => (
      <>
        {info.getValue()}
        {info.row.original.disabled ? <span className="badge badge-neutral">removed</span> : null}
      </>
    ),
  }),
  helper.accessor('fullName', { header: 'Full name', cell: (info) => info.getValue() ?? '—' }),
  helper.accessor('companyName', { header: 'Company', cell: (info) => info.getValue() ?? '—' }),
  helper.accessor('subscriptionStatus', {
    header: 'Subscription',
    cell: (info) => <StatusBadge status={info.getValue()} />,
  }),
  helper.accessor('createdAt', { header: 'Created', cell: (info) => formatDate(info.getValue()) }),
  helper.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: (info) => (
      <Link to={`/admin/users/${encodeURIComponent(info.row.original.id)}`} className="btn btn-sm">
        View Details
      </Link>
    ),
  }),
]);

/** The platform's users, newest first, each with a link to their details. */
export function UsersTable({ users }: { users: UserRow[] }) {
  const table = useTable({ features, columns, data: users, getRowId: (u) => u.id });
  return <DataTable table={table} label="Users" />;
}
