import { VALIDATION } from '@dwell/core/messages';
import { EVENT_MESSAGES } from '@dwell/core/schemas/event-constants';
import { describe, expect, it } from 'vitest';
import { toLocalInput } from '../../lib/time.ts';
import { type EventForm, firstError, validateEventForm } from './validate.ts';

const now = new Date(2026, 10, 18, 15, 0).getTime();
const form = (changes: Partial<EventForm> = {}): EventForm => ({
  facilityName: 'Dock A',
  facilityAddress: 'Acme Foods',
  start: toLocalInput(now - 3_600_000),
  end: '',
  appointment: '',
  reason: '',
  loadNumber: '',
  notes: '',
  driverId: '',
  ...changes,
});

describe('validateEventForm', () => {
  it('accepts a stop that started an hour ago', () => {
    expect(validateEventForm(form(), now)).toEqual({});
  });

  it('words each problem as the SPEC does, the first one for the banner', () => {
    const missing = validateEventForm(form({ facilityAddress: ' ' }), now);
    expect(firstError(missing)).toBe(VALIDATION.eventLocationRequired);
    expect(firstError(validateEventForm(form({ start: '' }), now))).toBe(VALIDATION.eventStartRequired);
    const backwards = validateEventForm(form({ end: toLocalInput(now - 2 * 3_600_000) }), now);
    expect(backwards.end).toBe(VALIDATION.eventEndBeforeStart);
    const future = validateEventForm(form({ start: toLocalInput(now + 86_400_000) }), now);
    expect(future.start).toBe(EVENT_MESSAGES.startInFuture);
  });
});
