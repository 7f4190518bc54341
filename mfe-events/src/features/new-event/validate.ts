import { VALIDATION } from '@dwell/core/messages';
import { EVENT_MESSAGES, FUTURE_TOLERANCE_MS } from '@dwell/core/schemas/event-constants';
import { fromLocalInput } from '../../lib/time.ts';

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

/** The form's own checks, with the SPEC's words (the API checks the same and has the last say). */
export function validateEventForm(form: EventForm, now = Date.now()): FormErrors {
  const errors: FormErrors = {};
  if (!form.facilityName.trim() || !form.facilityAddress.trim()) {
    if (!form.facilityName.trim()) errors.facilityName = VALIDATION.eventLocationRequired;
    if (!form.facilityAddress.trim()) errors.facilityAddress = VALIDATION.eventLocationRequired;
  }
  const start = fromLocalInput(form.start);
  const end = fromLocalInput(form.end);
  if (start === null) errors.start = VALIDATION.eventStartRequired;
  else if (start > now + FUTURE_TOLERANCE_MS) errors.start = EVENT_MESSAGES.startInFuture;
  if (start !== null && end !== null && end <= start) errors.end = VALIDATION.eventEndBeforeStart;
  else if (end !== null && end > now + FUTURE_TOLERANCE_MS) errors.end = EVENT_MESSAGES.endInFuture;
  return errors;
}

/** The first message to show in the page banner, in the order of the form. */
export function firstError(errors: FormErrors): string | null {
  const order: (keyof EventForm)[] = ['facilityName', 'facilityAddress', 'start', 'end'];
  for (const key of order) if (errors[key]) return errors[key] ?? null;
  return null;
}
