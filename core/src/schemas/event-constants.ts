/**
 * Rules and texts of detention events without zod, for screens that must stay small; the zod schemas in
 * events.ts build on these and re-export them.
 */

/** Reasons the form offers (docs/product.md#new-event); 'none' is sent as null. */
export const EVENT_REASONS = ['dock_full', 'paperwork_delay', 'breakdown', 'other'] as const;
export type EventReason = (typeof EVENT_REASONS)[number];
export const EVENT_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/**
 * The list's status filter: one status, or not_cancelled, the stops the dashboard and reports count (so a
 * stat card's "See these stops" lists exactly what it counted).
 */
export const EVENT_LIST_STATUSES = [...EVENT_STATUSES, 'not_cancelled'] as const;

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

/** Texts of rules the product rules do not word itself. */
export const EVENT_MESSAGES = {
  startInFuture: 'Start time cannot be in the future',
  endInFuture: 'End time cannot be in the future',
  startTooOld: 'Start time must be within the last year',
  unknownReason: 'Reason must be one of: dock full, paperwork delay, breakdown, other, or none',
  notActive: 'Only an active event can be completed or cancelled',
  notOwner: 'You can only change your own detention events',
  noteRequired: 'Please write a note first',
  noteTooLong: 'A note can be at most 2000 characters',
  driverNotInCompany: 'Choose a driver of your company',
  invalidLocation: 'The check-in point is not a valid location',
  accuracyWithoutPosition: 'A GPS accuracy needs the position it belongs to',
  phoneWithoutPosition: "A time from the phone's GPS needs the position it was taken at",
  sourceUnknown: 'Where the time came from must be manual or phone',
  arrivedPrompt: 'Arrived at {facility} — start the detention clock?',
  leftPrompt: 'Left {facility} — check out?',
  hasClaim: 'This event has a claim and cannot be deleted',
  hasDocuments: 'This event has evidence documents and cannot be deleted; cancel it instead',
  facilityUnknown: 'Choose a facility of your company',
  customerUnknown: 'Choose a customer of your company',
  openCheckInTooOld:
    'A stop still under way cannot have started more than {hours} hours ago. Check the date, or enter when the stop ended.',
  confirmOldCheckIn:
    'This check-in was {hours} hours ago. Confirm the date is right to log the stop as still under way.',
  repriceClaimed: 'This stop has a claim, so it keeps the price it was claimed at',
  repriceNotCompleted: 'Only a completed stop can be re-priced',
} as const;

/**
 * How old the check-in of a stop still under way may be, unless the company chose otherwise: beyond the first
 * the person logging it confirms the date, beyond the second it is refused, and a stop left open longer than the
 * second shows and bills no more than that.
 */
export const OPEN_STOP_DEFAULTS = { confirmHours: 24, limitHours: 72 } as const;
/** The longest either setting may be (30 days). */
export const OPEN_STOP_MAX_HOURS = 720;

export const FACILITY_MESSAGES = {
  nameRequired: 'Facility name is required',
  duplicate: 'A facility with this name already exists',
  coordinates: 'Latitude and longitude must both be given, or neither',
  geofenceRadius: 'Geofence radius must be a whole number of metres from 50 to 5000',
} as const;

export const EVENT_SORTS = ['checkInTime', 'createdAt', 'facilityName', 'driverName', 'status'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

/** The longest text each of a stop's text fields takes (the New event form's inputs stop there too). */
export const EVENT_TEXT_MAX = { facilityName: 160, facilityAddress: 160, loadNumber: 60, notes: 2000 } as const;
