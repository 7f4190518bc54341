import { formatDuration, formatHours, formatZonedDateTime } from '@dwell/core/format';
import { REASON_LABELS } from '@dwell/core/schemas/events';
import { csvDocument } from '../../lib/events/csv.ts';
import type { EventSummary } from './serialize.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const local = (ms: number | null, zone: string) => (ms === null ? null : formatZonedDateTime(ms, zone));

const HEADER = [
  'Event ID',
  'Location',
  'Shipper/Receiver',
  'Customer',
  'Driver',
  'Load number',
  'Reason',
  'Status',
  'Appointment',
  'Check-in',
  'Check-out',
  'Duration',
  'Free time (min)',
  'Billable',
  'Billable hours',
  'Amount (USD)',
  'Time zone',
  'Appointment (local)',
  'Check-in (local)',
  'Check-out (local)',
] as const;

/**
 * The events as CSV: times in ISO 8601 UTC so any program reads them the same way, and again as the stop's
 * local time with its zone's name ('Mar 8, 2026 3:30 AM CDT'), as the event screen and the invoice print them.
 */
export function eventsCsv(events: EventSummary[]): string {
  return csvDocument(
    HEADER,
    events.map((e) => [
      e.id,
      e.facilityName,
      e.facilityAddress,
      e.customerName,
      e.driverName,
      e.loadNumber,
      e.reason ? REASON_LABELS[e.reason] : null,
      e.status,
      iso(e.appointmentTime),
      iso(e.checkInTime),
      iso(e.checkOutTime),
      // The derived duration: a stop left open past the company's limit is held there, as on every screen.
      formatDuration(e.durationMinutes * 60_000),
      e.freeTimeMinutes,
      e.billable ? 'yes' : 'no',
      formatHours(e.billableMinutes),
      (e.amountCents / 100).toFixed(2),
      e.timezone,
      local(e.appointmentTime, e.timezone),
      local(e.checkInTime, e.timezone),
      local(e.checkOutTime, e.timezone),
    ]),
  );
}
