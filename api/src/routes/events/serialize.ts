import type { EventReason, EventStatus } from '@dwell/core/schemas/events';
import { derivedOf, type EventDerived } from '../../lib/events/derive.ts';
import type { PolicySet } from '../../lib/events/policy.ts';
import { type PricedEvent, pricingOf } from '../../lib/events/pricing.ts';

/** A row as the list, board and search read it (see eventColumns). */
export interface EventRowInput extends PricedEvent {
  id: string;
  userId: string;
  facilityId: string | null;
  customerId: string | null;
  customerName: string | null;
  facilityName: string;
  facilityAddress: string;
  driverName: string;
  loadNumber: string | null;
  reason: EventReason | null;
  status: EventStatus;
  appointmentTime: Date | null;
  checkInTime: Date;
  checkOutTime: Date | null;
  freeTimeMinutes: number;
  createdAt: Date;
  /** The IANA zone the stop's times are shown in: its facility's, else its company's. */
  timezone: string;
}

/** One event in API answers: docs/product.md#data fields (times as epoch ms) plus the derived duration and billing. */
export interface EventSummary extends EventDerived {
  id: string;
  driverId: string;
  facilityId: string | null;
  customerId: string | null;
  customerName: string | null;
  facilityName: string;
  facilityAddress: string;
  driverName: string;
  loadNumber: string | null;
  reason: EventReason | null;
  status: EventStatus;
  appointmentTime: number | null;
  checkInTime: number;
  checkOutTime: number | null;
  freeTimeMinutes: number;
  createdAt: number;
  /** The IANA zone the stop's times are shown in: its facility's, else its company's. */
  timezone: string;
}

/** Serializes a row with its billing: its stored price, or for a stop without one core's computeDetention under today's policy. */
export function toSummary(row: EventRowInput, policies: PolicySet, now: number): EventSummary {
  return {
    id: row.id,
    driverId: row.userId,
    facilityId: row.facilityId,
    customerId: row.customerId,
    customerName: row.customerName,
    facilityName: row.facilityName,
    facilityAddress: row.facilityAddress,
    driverName: row.driverName,
    loadNumber: row.loadNumber,
    reason: row.reason,
    status: row.status,
    appointmentTime: row.appointmentTime?.getTime() ?? null,
    checkInTime: row.checkInTime.getTime(),
    checkOutTime: row.checkOutTime?.getTime() ?? null,
    freeTimeMinutes: row.freeTimeMinutes,
    createdAt: row.createdAt.getTime(),
    timezone: row.timezone,
    ...derivedOf(pricingOf(row, policies, now)),
  };
}
