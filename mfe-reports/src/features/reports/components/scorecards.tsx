import { MINUTE_MS } from '@dwell/core/constants';
import { formatDuration, formatMoney, formatPercent } from '@dwell/core/format';
import { DataTable } from '@dwell/ui/components/data-table.tsx';
import { PageNav, usePagedRows } from '@dwell/ui/components/page-nav.tsx';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { CustomerRow } from '../api/get-customer-scorecards.ts';
import type { FacilityRow } from '../api/get-facility-scorecards.ts';

const features = tableFeatures({});

/**
 * Rows a scorecard shows at a time, the others a page away: a fleet stops at many facilities, and a phone lays out
 * and paints only these as the report opens.
 */
export const SCORECARD_PAGE_SIZE = 10;

/** The rows whose name holds the typed filter (all of them for an empty one), kept while neither changes. */
function useFiltered<T extends { name: string }>(rows: T[], filter: string): T[] {
  return useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? rows.filter((row) => row.name.toLowerCase().includes(needle)) : rows;
  }, [rows, filter]);
}

const minutes = (n: number) => formatDuration(n * MINUTE_MS);

const facility = createColumnHelper<typeof features, FacilityRow>();
const FACILITY_COLUMNS = facility.columns([
  facility.accessor('name', { header: 'Facility' }),
  facility.accessor('events', { header: 'Events' }),
  facility.accessor('avgWaitMinutes', { header: 'Avg wait', cell: (info) => minutes(info.getValue()) }),
  facility.accessor('p90WaitMinutes', { header: 'P90 wait', cell: (info) => minutes(info.getValue()) }),
  facility.accessor('billableShare', {
    header: 'Billable',
    cell: (info) => formatPercent(info.getValue()),
  }),
  facility.accessor('detentionCents', { header: 'Detention cost', cell: (info) => formatMoney(info.getValue()) }),
]);

const customer = createColumnHelper<typeof features, CustomerRow>();
const CUSTOMER_COLUMNS = customer.columns([
  customer.accessor('name', { header: 'Customer' }),
  customer.accessor('claims', { header: 'Claims' }),
  customer.accessor('claimedCents', { header: 'Claimed', cell: (info) => formatMoney(info.getValue()) }),
  customer.accessor('paidCents', { header: 'Paid', cell: (info) => formatMoney(info.getValue()) }),
  customer.accessor('disputedCents', { header: 'Disputed', cell: (info) => formatMoney(info.getValue()) }),
  customer.accessor('disputeRate', {
    header: 'Dispute rate',
    cell: (info) => formatPercent(info.getValue()),
  }),
  customer.accessor('avgDaysToPay', { header: 'Avg days to pay', cell: (info) => info.getValue() ?? '—' }),
]);

/** Facility scorecard: where drivers wait longest and what it costs. */
export function FacilityTable({ rows, filter }: { rows: FacilityRow[]; filter: string }) {
  const paged = usePagedRows(useFiltered(rows, filter), SCORECARD_PAGE_SIZE);
  const table = useTable({
    features,
    columns: FACILITY_COLUMNS,
    data: paged.rows,
    getRowId: (row) => row.facilityId ?? row.name,
  });
  return (
    <>
      <DataTable table={table} label="Facility scorecard" testId="facility-scorecard" />
      <PageNav {...paged.nav} label="Facility scorecard pages" />
    </>
  );
}

/** Customer scorecard: what each customer was billed, paid, disputes, and how fast they pay. */
export function CustomerTable({ rows, filter }: { rows: CustomerRow[]; filter: string }) {
  const paged = usePagedRows(useFiltered(rows, filter), SCORECARD_PAGE_SIZE);
  const table = useTable({
    features,
    columns: CUSTOMER_COLUMNS,
    data: paged.rows,
    getRowId: (row) => row.customerId ?? 'none',
  });
  return (
    <>
      <DataTable table={table} label="Customer scorecard" testId="customer-scorecard" />
      <PageNav {...paged.nav} label="Customer scorecard pages" />
    </>
  );
}
