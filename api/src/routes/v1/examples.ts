import type { CreateEventInput } from '@dwell/core/schemas/events';
import type { EventSummary } from '../events/serialize.ts';

/** An event as /api/v1 answers it, for the reference page (typed, so it follows the answer's shape). */
export const EVENT_EXAMPLE: EventSummary = {
  id: 'ev_5k2q7w3xg4m8n6p2r4t6v8y2z4',
  driverId: 'usr_4h6j8k2m4n6p8r2t4v6x8z2b4d',
  facilityId: 'fac_2c4e6g8j2l4n6q8s2u4w6y8a2c',
  customerId: 'cus_3d5f7h9k3m5p7r9t3v5x7z9b3d',
  customerName: 'Acme Foods',
  facilityName: 'Acme DC Door 14',
  facilityAddress: 'Acme Foods',
  driverName: 'Sam Rivera',
  loadNumber: 'LD-20931',
  reason: 'dock_full',
  status: 'completed',
  appointmentTime: 1767258000000,
  checkInTime: 1767257400000,
  checkOutTime: 1767270600000,
  freeTimeMinutes: 120,
  createdAt: 1767257400000,
  timezone: 'America/Chicago',
  durationMinutes: 220,
  billable: true,
  billableMinutes: 100,
  amountCents: 12500,
  minutesUntilBillable: null,
  pricedAt: 1767270600000,
  stale: false,
};

/** A stop logged by a program: open (no checkOutTime) at a named dock for a named customer. */
export const CREATE_EVENT_EXAMPLE = {
  facilityName: 'Acme DC Door 14',
  facilityAddress: 'Acme Foods',
  checkInTime: 1767257400000,
  appointmentTime: 1767258000000,
  loadNumber: 'LD-20931',
  reason: 'dock_full',
} satisfies Partial<CreateEventInput>;
