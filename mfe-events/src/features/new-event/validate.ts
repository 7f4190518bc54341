import { formatInputDateTime } from '@dwell/core/format';
import { fromLocalInput } from '../../lib/time.ts';

/** The new-event form's values as typed (times as datetime-local text). */
export interface EventForm {
  facilityName: string;
  facilityAddress: string;
  start: string;
  end: string;
  appointment: string;
  reason: string;
  loadNumber: string;
  notes: string;
  driverId: string;
}

export type FormErrors = Partial<Record<keyof EventForm, string>>;

/** A form with nothing typed yet, starting at `start` (epoch ms, shown in the browser's zone). */
export const blankEventForm = (start: number): EventForm => ({
  facilityName: '',
  facilityAddress: '',
  start: formatInputDateTime(start),
  end: '',
  appointment: '',
  reason: '',
  loadNumber: '',
  notes: '',
  driverId: '',
});

/**
 * The form as the input of core's createEventSchema, the schema the API checks the same request with: the form
 * has no rules of its own, only other names for some fields and local times for the schema's epoch ms.
 */
export function eventInput(form: EventForm): Record<string, unknown> {
  return {
    facilityName: form.facilityName,
    facilityAddress: form.facilityAddress,
    checkInTime: fromLocalInput(form.start) ?? '',
    checkOutTime: fromLocalInput(form.end),
    appointmentTime: fromLocalInput(form.appointment),
    reason: form.reason,
    loadNumber: form.loadNumber,
    notes: form.notes,
    driverId: form.driverId,
  };
}

/** The form's field for each schema (and API) field named otherwise, so every message lands beside its input. */
export const EVENT_FIELD_OF: Record<string, keyof EventForm> = {
  checkInTime: 'start',
  checkOutTime: 'end',
  appointmentTime: 'appointment',
};

/** The first message to show in the page banner, in the order of the form. */
export function firstError(errors: FormErrors): string | null {
  const order: (keyof EventForm)[] = ['facilityName', 'facilityAddress', 'start', 'end', 'appointment'];
  for (const key of order) if (errors[key]) return errors[key] ?? null;
  return null;
}
