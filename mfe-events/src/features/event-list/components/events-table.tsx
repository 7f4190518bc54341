import { formatMoney, formatZonedDateTime } from '@dwell/core/format';
import { DataTable } from '@dwell/ui/components/data-table.tsx';
import { Link, navigate } from '@dwell/ui/lib/router.tsx';
import {
  createColumnHelper,
  type PaginationState,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { BillableBadge, StatusBadge } from '../../../shared/badges.tsx';
import { RunningDuration } from '../../../shared/running-duration.tsx';
import type { EventRow } from '../api/get-events.ts';
import { Pager } from './pager.tsx';
import { pageCount } from '@dwell/ui/components/page-nav.tsx';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const helper = createColumnHelper<typeof features, EventRow>();

/** Columns the server can sort by; the others are derived per row and sort nothing. */
const columns = helper.columns([
  helper.accessor('facilityName', {
    id: 'facilityName',
    header: 'Location',
    cell: (info) => (
      <div>
        <Link to={`/events/${info.row.original.id}`}>{info.getValue()}</Link>
        <div className="small muted">{info.row.original.facilityAddress}</div>
      </div>
    ),
  }),
  helper.accessor('driverName', { id: 'driverName', header: 'Driver' }),
  helper.accessor('checkInTime', {
    id: 'checkInTime',
    header: 'Check-in',
    cell: (info) => formatZonedDateTime(info.getValue(), info.row.original.timezone),
  }),
  helper.display({
    id: 'duration',
    header: 'Duration',
    enableSorting: false,
    cell: (info) => (
      <RunningDuration
        checkIn={info.row.original.checkInTime}
        checkOut={info.row.original.checkOutTime}
        stale={info.row.original.stale ? info.row.original : null}
      />
    ),
  }),
  helper.accessor('status', {
    id: 'status',
    header: 'Status',
    cell: (info) => <StatusBadge status={info.getValue()} />,
  }),
  helper.accessor('billable', {
    id: 'billable',
    header: 'Billable',
    enableSorting: false,
    cell: (info) => <BillableBadge billable={info.getValue()} />,
  }),
  helper.accessor('amountCents', {
    id: 'amount',
    header: 'Amount',
    enableSorting: false,
    cell: (info) => (info.row.original.billable ? formatMoney(info.getValue()) : '—'),
  }),
]);

interface EventsTableProps {
  rows: EventRow[];
  total: number;
  sorting: SortingState;
  pagination: PaginationState;
  onSortingChange: (sorting: SortingState) => void;
  onPaginationChange: (pagination: PaginationState) => void;
}

/**
 * The events table (TanStack Table): sorting and paging are the server's (manual), so the table only keeps
 * the state the address holds and renders the page the API answered.
 */
export function EventsTable({
  rows,
  total,
  sorting,
  pagination,
  onSortingChange,
  onPaginationChange,
}: EventsTableProps) {
  const table = useTable({
    features,
    columns,
    data: rows,
    rowCount: total,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    state: { sorting, pagination },
    onSortingChange: (updater) => onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
    onPaginationChange: (updater) => onPaginationChange(typeof updater === 'function' ? updater(pagination) : updater),
    getRowId: (row) => row.id,
  });
  return (
    <>
      <DataTable
        table={table}
        label="Detention events"
        cards
        rowProps={(row) => ({ className: 'row-link', onDoubleClick: () => navigate(`/events/${row.id}`) })}
      />
      <Pager
        total={total}
        pagination={pagination}
        pages={pageCount(total, pagination.pageSize)}
        onPage={(page) => table.setPageIndex(page - 1)}
        onPageSize={(size) => table.setPageSize(size)}
      />
    </>
  );
}
