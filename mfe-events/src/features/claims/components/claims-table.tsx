import { formatDate, formatDateTime, formatMoney } from '@dwell/core/format';
import { acceptsPayments } from '@dwell/core/schemas/claim-rules';
import { DataTable } from '@dwell/ui/components/data-table.tsx';
import { Link } from '@dwell/ui/lib/router.tsx';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { ClaimBadge } from '@dwell/ui/components/claim-badge.tsx';
import type { ClaimRow } from '../api/get-claims.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ClaimRow>();
const columns = helper.columns([
  helper.accessor('number', {
    header: 'Claim',
    cell: (info) => (
      <>
        <Link to={`/events/claims?claim=${info.row.original.id}`}>{info.getValue()}</Link>
        <div className="small muted">{formatDateTime(info.row.original.createdAt)}</div>
      </>
    ),
  }),
  helper.accessor('customerName', { header: 'Customer', cell: (info) => info.getValue() ?? '—' }),
  helper.accessor('facilityName', {
    header: 'Stop',
    cell: (info) => (
      <>
        <Link to={`/events/${info.row.original.eventId}`}>{info.getValue()}</Link>
        <div className="small muted">{info.row.original.driverName}</div>
      </>
    ),
  }),
  helper.accessor('status', { header: 'Status', cell: (info) => <ClaimBadge status={info.getValue()} /> }),
  helper.accessor('amountCents', { header: 'Amount', cell: (info) => formatMoney(info.getValue()) }),
  helper.accessor('balanceCents', { header: 'Balance', cell: (info) => formatMoney(info.getValue()) }),
  helper.accessor('dueAt', {
    header: 'Due',
    cell: (info) => {
      const due = info.getValue();
      if (due === null) return '—';
      const late = acceptsPayments(info.row.original.status) && due < Date.now();
      return late ? <span className="text-danger">{formatDate(due)} · past due</span> : formatDate(due);
    },
  }),
  helper.accessor('agingDays', {
    header: 'Aging',
    cell: (info) => (info.getValue() === null ? '—' : `${info.getValue()} d`),
  }),
]);

/** The claims of a page of the list, a card each on a phone. */
export function ClaimsTable({ claims }: { claims: ClaimRow[] }) {
  const table = useTable({ features, columns, data: claims, getRowId: (row) => row.id });
  return <DataTable table={table} label="Claims" cards />;
}
