import { z } from 'zod';
import { VALIDATION } from '../messages.ts';

/** Reasons the form offers (SPEC §2.11); 'none' is sent as null. */
export const EVENT_REASONS = ['dock_full', 'paperwork_delay', 'breakdown', 'other'] as const;
export type EventReason = (typeof EVENT_REASONS)[number];
export const EVENT_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const REASON_LABELS: Record<EventReason, string> = {
  dock_full: 'Dock full',
  paperwork_delay: 'Paperwork delay',
  breakdown: 'Breakdown',
  other: 'Other',
};

/** A clock a few minutes fast is normal on phones; anything later than this is refused as "in the future". */
export const FUTURE_TOLERANCE_MS = 10 * 60_000;
/** How far back an event may be logged: older stops are outside any customer's claim window. */
export const MAX_EVENT_AGE_MS = 366 * 86_400_000;

/** Texts of rules the SPEC does not word itself. */
export const EVENT_MESSAGES = {
  startInFuture: 'Start time cannot be in the future',
  endInFuture: 'End time cannot be in the future',
  startTooOld: 'Start time must be within the last year',
  invalidTime: 'Please enter a valid date and time',
  unknownReason: 'Reason must be one of: dock full, paperwork delay, breakdown, other, or none',
  notActive: 'Only an active event can be completed or cancelled',
  notOwner: 'You can only change your own detention events',
  noteRequired: 'Please write a note first',
  noteTooLong: 'A note can be at most 2000 characters',
  driverNotInCompany: 'Choose a driver of your company',
  invalidLocation: 'The check-in point is not a valid location',
  hasClaim: 'This event has a claim and cannot be deleted',
  facilityUnknown: 'Choose a facility of your company',
  customerUnknown: 'Choose a customer of your company',
} as const;

/** A time as epoch milliseconds, given as a number or an ISO 8601 string with an offset. */
export const timeField = (requiredMessage: string) =>
  z.union([z.number(), z.string()], { error: requiredMessage }).transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const ms = typeof value === 'number' ? value : Date.parse(value);
    if (!Number.isFinite(ms)) {
      ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.invalidTime });
      return z.NEVER;
    }
    return ms;
  });

const optionalTime = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return null;
    const ms = typeof value === 'number' ? value : Date.parse(value);
    if (!Number.isFinite(ms)) {
      ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.invalidTime });
      return z.NEVER;
    }
    return ms;
  });

const requiredText = z
  .string({ error: VALIDATION.eventLocationRequired })
  .trim()
  .min(1, VALIDATION.eventLocationRequired)
  .max(160);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
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

/** New event (SPEC §2.11 / §5): location and shipper/receiver required, end after start, nothing in the future. */
export const createEventSchema = z
  .object({
    facilityName: requiredText,
    facilityAddress: requiredText,
    checkInTime: timeField(VALIDATION.eventStartRequired),
    checkOutTime: optionalTime,
    appointmentTime: optionalTime,
    reason: reasonField,
    loadNumber: optionalText(60),
    notes: optionalText(2000),
    facilityId: idField,
    customerId: idField,
    driverId: idField,
    checkInLat: z.number().min(-90).max(90).nullish(),
    checkInLng: z.number().min(-180).max(180).nullish(),
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
  });
export type CreateEventInput = z.infer<typeof createEventSchema>;

/** Mark as complete: the check-out time, now when omitted. */
export const completeEventSchema = z.object({ checkOutTime: optionalTime });

export const cancelEventSchema = z.object({ reason: optionalText(500) });

export const noteSchema = z.object({
  body: z
    .string({ error: EVENT_MESSAGES.noteRequired })
    .trim()
    .min(1, EVENT_MESSAGES.noteRequired)
    .max(2000, EVENT_MESSAGES.noteTooLong),
});

export const EVENT_SORTS = ['checkInTime', 'createdAt', 'facilityName', 'driverName', 'status'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const MAX_PAGE_SIZE = 100;

const queryTime = z.coerce.number().int().nonnegative().optional();

/** GET /api/events: server-side paging, sort and filter; from/to bound the check-in time (epoch ms). */
export const eventListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  sort: z.enum(EVENT_SORTS).default('checkInTime'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  from: queryTime,
  to: queryTime,
  status: z.enum(EVENT_STATUSES).optional(),
  facilityId: z.string().max(64).optional(),
  customerId: z.string().max(64).optional(),
  driverId: z.string().max(64).optional(),
  q: z.string().trim().max(100).optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;
