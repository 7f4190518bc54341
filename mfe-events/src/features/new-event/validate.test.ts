import { VALIDATION } from '@dwell/core/messages';
import { createEventSchema } from '@dwell/core/schemas/events';
import { EVENT_MESSAGES } from '@dwell/core/schemas/event-constants';
import { createForm } from '@dwell/ui/lib/form.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatInputDateTime } from '@dwell/core/format';
import { blankEventForm, EVENT_FIELD_OF, type EventForm, eventInput, firstError } from './validate.ts';

const now = new Date(2026, 10, 18, 15, 0).getTime();
const form = (changes: Partial<EventForm> = {}): EventForm => ({
  ...blankEventForm(now - 3_600_000),
  facilityName: 'Dock A',
  facilityAddress: 'Acme Foods',
  ...changes,
});

/** The new-event form's checks: core's createEventSchema on the form's values, as the page runs it. */
function validateEventForm(values: EventForm) {
  const checked = createForm({
    schema: createEventSchema,
    initial: values,
    toInput: eventInput,
    fieldOf: EVENT_FIELD_OF,
  });
  checked.validate();
  return checked.getState().errors;
}

describe('the new-event form on core’s createEventSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a stop that started an hour ago', () => {
    expect(validateEventForm(form())).toEqual({});
  });

  it('words each problem as the product rules do, the first one for the banner', () => {
    const missing = validateEventForm(form({ facilityAddress: ' ' }));
    expect(firstError(missing)).toBe(VALIDATION.eventLocationRequired);
    expect(firstError(validateEventForm(form({ start: '' })))).toBe(VALIDATION.eventStartRequired);
    const backwards = validateEventForm(form({ end: formatInputDateTime(now - 2 * 3_600_000) }));
    expect(backwards.end).toBe(VALIDATION.eventEndBeforeStart);
    const future = validateEventForm(form({ start: formatInputDateTime(now + 86_400_000) }));
    expect(future.start).toBe(EVENT_MESSAGES.startInFuture);
  });

  it('puts the API’s own rules beside the form’s fields: a stop over a year old, an appointment out of range', () => {
    expect(validateEventForm(form({ start: formatInputDateTime(now - 400 * 86_400_000) })).start).toBe(
      EVENT_MESSAGES.startTooOld,
    );
    expect(validateEventForm(form({ appointment: '1990-01-01T10:00' })).appointment).toMatch(/^Appointment time/);
  });
});
