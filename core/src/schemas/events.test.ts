import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages.ts';
import { createEventSchema, EVENT_MESSAGES } from './events.ts';

const HOUR = 3_600_000;
const start = Math.floor(Date.now() / HOUR) * HOUR - 5 * HOUR;
const base = { facilityName: 'Dock A', facilityAddress: 'Acme', checkInTime: new Date(start).toISOString() };
const firstError = (input: object) => createEventSchema.safeParse(input).error?.issues[0]?.message;

describe('createEventSchema', () => {
  it('reads ISO times and epoch ms, and maps an empty or none reason to null', () => {
    const parsed = createEventSchema.parse({ ...base, reason: '', checkOutTime: start + 2 * HOUR });
    expect(parsed).toMatchObject({ checkInTime: start, checkOutTime: start + 2 * HOUR, reason: null });
    expect(createEventSchema.parse({ ...base, reason: 'none' }).reason).toBeNull();
  });

  it('accepts the form’s words (location name, shipper/receiver, start and end time) too', () => {
    const parsed = createEventSchema.parse({
      locationName: 'Dock B',
      shipperReceiver: 'Acme',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + HOUR).toISOString(),
    });
    expect(parsed).toMatchObject({
      facilityName: 'Dock B',
      facilityAddress: 'Acme',
      checkInTime: start,
      checkOutTime: start + HOUR,
    });
  });

  it('words each refusal as the product rules do', () => {
    expect(firstError({ ...base, facilityName: '' })).toBe(VALIDATION.eventLocationRequired);
    expect(firstError({ ...base, checkInTime: undefined })).toBe(VALIDATION.eventStartRequired);
    expect(firstError({ ...base, checkOutTime: base.checkInTime })).toBe(VALIDATION.eventEndBeforeStart);
    expect(firstError({ ...base, reason: 'lunch' })).toBe(EVENT_MESSAGES.unknownReason);
    expect(firstError({ ...base, checkInTime: Date.now() + 86_400_000 })).toBe(EVENT_MESSAGES.startInFuture);
    expect(firstError({ ...base, checkInLat: 41 })).toBe(EVENT_MESSAGES.invalidLocation);
    expect(firstError({ ...base, checkInTime: Date.now() - 400 * 24 * HOUR })).toBe(EVENT_MESSAGES.startTooOld);
  });
});
