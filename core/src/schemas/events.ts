import { z } from 'zod';
import { DATE_FIELDS } from '../date-input.ts';
import { timeZoneField } from './time-zone.ts';
import { VALIDATION } from '../messages.ts';
import { optionalTimestamp, timestampQuery, timestamp } from './dates.ts';
import {
  EVENT_MESSAGES,
  EVENT_REASONS,
  EVENT_SORTS,
  EVENT_TEXT_MAX,
  EVENT_LIST_STATUSES,
  FACILITY_MESSAGES,
  FUTURE_TOLERANCE_MS,
  MAX_EVENT_AGE_MS,
} from './event-constants.ts';
import { pageFields } from './paging.ts';
import { requiredText, tooLong } from './text.ts';
import { CLIENT_TIME_SOURCES } from '../integrations/constants.ts';

export * from './event-constants.ts';

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

const reasonField = z
  .union([z.enum(EVENT_REASONS), z.literal(''), z.literal('none'), z.null()], { error: EVENT_MESSAGES.unknownReason })
  .optional()
  .transform((v) => (v === '' || v === 'none' || v === undefined ? null : v));

const idField = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((v) => (v ? v : null));

/** The form's own words (docs/product.md#new-event) accepted beside the stored ones (docs/product.md#detention-events): locationName → facilityName… */
const FORM_ALIASES = {
  locationName: 'facilityName',
  shipperReceiver: 'facilityAddress',
  startTime: 'checkInTime',
  endTime: 'checkOutTime',
} as const;

function fromFormWords(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [alias, name] of Object.entries(FORM_ALIASES)) {
    if (out[name] === undefined && out[alias] !== undefined) out[name] = out[alias];
    delete out[alias];
  }
  return out;
}

/**
 * Where a time came from, as a client may say it: typed or tapped ('manual'), or taken by the phone on
 * arriving at or leaving a facility's geofence ('phone', with the fix's accuracy). Only Dwell's ELD webhook
 * records 'eld'.
 */
const accuracyField = z.number().min(0).max(10_000).nullish();
const clientSourceField = z.enum(CLIENT_TIME_SOURCES, { error: EVENT_MESSAGES.sourceUnknown }).default('manual');

/** A fix's accuracy and a phone time both need the position they describe. */
function checkCapture(
  lat: number | null | undefined,
  accuracyM: number | null | undefined,
  source: string,
  prefix: 'checkIn' | 'checkOut',
  ctx: z.RefinementCtx,
) {
  if (lat != null) return;
  if (accuracyM != null)
    ctx.addIssue({ code: 'custom', path: [`${prefix}AccuracyM`], message: EVENT_MESSAGES.accuracyWithoutPosition });
  if (source === 'phone')
    ctx.addIssue({ code: 'custom', path: [`${prefix}Source`], message: EVENT_MESSAGES.phoneWithoutPosition });
}

/** New event (docs/product.md#new-event / docs/product.md#validation): location and shipper/receiver required, end after start, nothing in the future. */
const createEventObject = z
  .object({
    facilityName: requiredText(VALIDATION.eventLocationRequired, 'Location name', EVENT_TEXT_MAX.facilityName),
    facilityAddress: requiredText(
      VALIDATION.eventLocationRequired,
      'Shipper/Receiver name',
      EVENT_TEXT_MAX.facilityAddress,
    ),
    checkInTime: timestamp(DATE_FIELDS.checkInTime, VALIDATION.eventStartRequired),
    checkOutTime: optionalTimestamp(DATE_FIELDS.checkOutTime),
    appointmentTime: optionalTimestamp(DATE_FIELDS.appointmentTime),
    reason: reasonField,
    loadNumber: optionalText('Load number', EVENT_TEXT_MAX.loadNumber),
    notes: optionalText('Notes', EVENT_TEXT_MAX.notes),
    facilityId: idField,
    customerId: idField,
    driverId: idField,
    checkInLat: z.number().min(-90).max(90).nullish(),
    checkInLng: z.number().min(-180).max(180).nullish(),
    checkInAccuracyM: accuracyField,
    checkInSource: clientSourceField,
    /** The person confirmed a check-in older than the company's usual range for a stop still under way. */
    confirmOldCheckIn: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    const now = Date.now();
    if (input.checkInTime > now + FUTURE_TOLERANCE_MS) {
      ctx.addIssue({ code: 'custom', path: ['checkInTime'], message: EVENT_MESSAGES.startInFuture });
    } else if (input.checkInTime < now - MAX_EVENT_AGE_MS) {
      ctx.addIssue({ code: 'custom', path: ['checkInTime'], message: EVENT_MESSAGES.startTooOld });
    }
    if (input.checkOutTime !== null && input.checkOutTime <= input.checkInTime) {
      ctx.addIssue({ code: 'custom', path: ['checkOutTime'], message: VALIDATION.eventEndBeforeStart });
    } else if (input.checkOutTime !== null && input.checkOutTime > now + FUTURE_TOLERANCE_MS) {
      ctx.addIssue({ code: 'custom', path: ['checkOutTime'], message: EVENT_MESSAGES.endInFuture });
    }
    if ((input.checkInLat == null) !== (input.checkInLng == null)) {
      ctx.addIssue({ code: 'custom', path: ['checkInLat'], message: EVENT_MESSAGES.invalidLocation });
    }
    checkCapture(input.checkInLat, input.checkInAccuracyM, input.checkInSource, 'checkIn', ctx);
  });
export const createEventSchema = z.preprocess(fromFormWords, createEventObject);
export type CreateEventInput = z.infer<typeof createEventObject>;

/** Mark as complete: the check-out time (now when omitted), and where the phone was when it was tapped. */
export const completeEventSchema = z
  .object({
    checkOutTime: optionalTimestamp(DATE_FIELDS.checkOutTime),
    checkOutLat: z.number().min(-90).max(90).nullish(),
    checkOutLng: z.number().min(-180).max(180).nullish(),
    checkOutAccuracyM: accuracyField,
    checkOutSource: clientSourceField,
  })
  .superRefine((input, ctx) => {
    if ((input.checkOutLat == null) !== (input.checkOutLng == null)) {
      ctx.addIssue({ code: 'custom', path: ['checkOutLat'], message: EVENT_MESSAGES.invalidLocation });
    }
    checkCapture(input.checkOutLat, input.checkOutAccuracyM, input.checkOutSource, 'checkOut', ctx);
  });

export const cancelEventSchema = z.object({ reason: optionalText('Reason', 500) });

export const noteSchema = z.object({
  body: z
    .string({ error: EVENT_MESSAGES.noteRequired })
    .trim()
    .min(1, EVENT_MESSAGES.noteRequired)
    .max(2000, EVENT_MESSAGES.noteTooLong),
});

/** GET /api/events: server-side paging, sort and filter; from/to bound the check-in time (epoch ms). */
export const eventListQuerySchema = z.object({
  ...pageFields,
  sort: z.enum(EVENT_SORTS).default('checkInTime'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  from: timestampQuery(DATE_FIELDS.rangeStart),
  to: timestampQuery(DATE_FIELDS.rangeEnd),
  status: z.enum(EVENT_LIST_STATUSES).optional(),
  facilityId: z.string().max(64).optional(),
  customerId: z.string().max(64).optional(),
  driverId: z.string().max(64).optional(),
  q: z.string().trim().max(100).optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

const coordinates = {
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  /** A chosen IANA zone; without one the zone is found from lat/lng, else the company's applies (null). */
  timezone: timeZoneField.nullish(),
  /** How far around lat/lng a truck or phone counts as at the site (300 m when never set). */
  geofenceRadiusM: z
    .number({ error: FACILITY_MESSAGES.geofenceRadius })
    .int(FACILITY_MESSAGES.geofenceRadius)
    .min(50, FACILITY_MESSAGES.geofenceRadius)
    .max(5000, FACILITY_MESSAGES.geofenceRadius)
    .optional(),
};

/** A facility (shipper or receiver site): name, address and an optional map point. */
export const facilitySchema = z
  .object({
    name: z.string({ error: FACILITY_MESSAGES.nameRequired }).trim().min(1, FACILITY_MESSAGES.nameRequired).max(160),
    address: z.string().trim().max(300).default(''),
    ...coordinates,
  })
  .refine((f) => (f.lat == null) === (f.lng == null), { message: FACILITY_MESSAGES.coordinates, path: ['lat'] });

export const facilityPatchSchema = z
  .object({
    name: z.string().trim().min(1, FACILITY_MESSAGES.nameRequired).max(160).optional(),
    address: z.string().trim().max(300).optional(),
    ...coordinates,
  })
  .refine((f) => (f.lat === undefined) === (f.lng === undefined), {
    message: FACILITY_MESSAGES.coordinates,
    path: ['lat'],
  });
