import type { EventStatus } from '@dwell/core/schemas/event-constants';

const STATUS: Record<EventStatus, { label: string; tone: string }> = {
  active: { label: 'Active', tone: 'badge-warning' },
  completed: { label: 'Completed', tone: 'badge-success' },
  cancelled: { label: 'Cancelled', tone: 'badge' },
};

/** An event's status as a coloured badge. */
export function StatusBadge({ status }: { status: EventStatus }) {
  const s = STATUS[status];
  return <span className={`badge ${s.tone}`}>{s.label}</span>;
}

/** docs/product.md#data billable flag: time past the free time. */
export function BillableBadge({ billable }: { billable: boolean }) {
  return billable ? <span className="badge badge-danger">Billable</span> : <span className="badge">Not billable</span>;
}
