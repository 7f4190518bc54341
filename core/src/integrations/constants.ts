/** The ELD/telematics providers Dwell takes geofence webhooks from, and what an integration can be. */

export const INTEGRATION_PROVIDERS = ['samsara', 'motive', 'generic'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

export const INTEGRATION_STATUSES = ['connected', 'disconnected'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/** Where a check-in or check-out time came from: typed or tapped, the truck's ELD, or the phone's GPS. */
export const TIME_SOURCES = ['manual', 'eld', 'phone'] as const;
export type TimeSource = (typeof TIME_SOURCES)[number];

/** The sources a person's app may give; only the ELD webhook records 'eld'. */
export const CLIENT_TIME_SOURCES = ['manual', 'phone'] as const;

/** The largest webhook body read; a bigger one is refused (413) before any HMAC is computed. */
export const WEBHOOK_MAX_BYTES = 64 * 1024;

/** How far a signed timestamp (Samsara, generic) may be from the server's clock, either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A facility's geofence radius when none was set. */
export const DEFAULT_GEOFENCE_RADIUS_M = 300;

/** A visit shorter than this many minutes is dropped unless the admin chose otherwise. */
export const DEFAULT_MIN_VISIT_MINUTES = 5;

/** How the event timeline and the invoice name where a time came from. */
export const TIME_SOURCE_LABELS: Record<TimeSource, string> = { manual: 'manual', eld: 'ELD', phone: 'phone GPS' };

/** A stored source in words, or null for one this version does not know (old rows, bad JSON). */
export function timeSourceLabel(source: unknown): string | null {
  return typeof source === 'string' && source in TIME_SOURCE_LABELS ? TIME_SOURCE_LABELS[source as TimeSource] : null;
}

/** How long the secret before a rotation is still accepted, so the sender can switch without losing deliveries. */
export const SECRET_ROTATION_GRACE_MS = 24 * 3_600_000;
