import { formatZonedDateTime } from '@dwell/core/format';
import { DataTable } from '@dwell/ui/components/data-table.tsx';
import { Link } from '@dwell/ui/lib/router.tsx';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { RunningDuration } from '../../../shared/running-duration.tsx';
import type { useBoard } from '../../../shared/api/get-board.ts';

type BoardEvent = NonNullable<ReturnType<typeof useBoard>['data']>['events'][number];

const NO_EVENTS: BoardEvent[] = [];
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, BoardEvent>();
const columns = helper.columns([
  helper.accessor('facilityName', {
    header: 'Location',
    cell: (info) => (
      <>
        <Link to={`/events/${info.row.original.id}`}>{info.getValue()}</Link>
        <div className="small muted">{info.row.original.facilityAddress}</div>
      </>
    ),
  }),
  helper.accessor('driverName', { header: 'Driver' }),
  helper.accessor('checkInTime', {
    header: 'Check-in',
    cell: (info) => formatZonedDateTime(info.getValue(), info.row.original.timezone),
  }),
  helper.display({
    id: 'onSite',
    header: 'Time on site',
    cell: ({ row: { original: e } }) => (
      <RunningDuration checkIn={e.checkInTime} checkOut={null} stale={e.stale ? e : null} />
    ),
  }),
  helper.accessor('billable', {
    header: 'Billing',
    cell: (info) =>
      info.getValue() ? (
        <span className="badge badge-danger">Billable</span>
      ) : (
        <span className="badge badge-warning">Free time</span>
      ),
  }),
]);

/** docs/product.md#events-list 'Active Events' table: the stops running right now, with their clocks. */
export function ActiveEvents({ board }: { board: ReturnType<typeof useBoard> }) {
  const table = useTable({ features, columns, data: board.data?.events ?? NO_EVENTS, getRowId: (e) => e.id });
  return (
    <section className="stack" aria-labelledby="active-events">
      <div className="row-between">
        <h2 id="active-events">Active Events</h2>
        <Link to="/dispatcher" className="small">
          Open the live board
        </Link>
      </div>
      <DataTable
        table={table}
        label="Active events"
        cards
        empty={<p className="muted small">{board.isPending ? 'Loading…' : 'No driver is waiting right now.'}</p>}
      />
    </section>
  );
}
