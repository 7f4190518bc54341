/**
 * Each provider's geofence webhook body, read into one shape: which vehicle entered or left which place,
 * when, and where (when the provider says). Only the fields Dwell needs are required; anything else in the
 * body is ignored, so vendor additions never break a delivery.
 */
import { z } from 'zod';
import type { IntegrationProvider } from './constants.ts';

/** A GPS position kept as evidence: the vehicle's fix, or (Samsara) the centre of the geofence it crossed. */
export interface GeofencePosition {
  lat: number;
  lng: number;
  /** Metres: the fix's accuracy, or the geofence radius when the position is the geofence's centre. */
  accuracyM: number | null;
}

/** One vehicle entering or leaving one place, as every provider's body is read. */
export interface GeofenceEvent {
  vendorEventId: string;
  kind: 'entry' | 'exit';
  vehicleId: string;
  placeId: string;
  /** Epoch ms of the entry or exit. */
  at: number;
  /** An exit that carries its own visit's start (Motive): epoch ms of the entry. */
  enteredAt: number | null;
  position: GeofencePosition | null;
}

export type ParsedDelivery =
  | { type: 'geofence'; event: GeofenceEvent }
  | { type: 'ignored'; reason: string; vendorEventId: string | null }
  | { type: 'malformed'; message: string };

const id = z.union([z.string().trim().min(1).max(128), z.number().int().nonnegative()]).transform(String);
const isoTime = z.iso.datetime({ offset: true }).transform((v) => Date.parse(v));
const lat = z.number().min(-90).max(90);
const lng = z.number().min(-180).max(180);

/** Samsara Webhooks 2.0 GeofenceEntry / GeofenceExit (developers.samsara.com/docs/geofenceexit). */
const samsaraBody = z.object({
  eventId: z.string().min(1).max(128),
  eventTime: isoTime,
  eventType: z.enum(['GeofenceEntry', 'GeofenceExit']),
  data: z.object({
    vehicle: z.object({ id }),
    address: z.object({
      id,
      geofence: z
        .object({ circle: z.object({ latitude: lat, longitude: lng, radiusMeters: z.number().min(0) }).optional() })
        .optional(),
    }),
  }),
});

/** Motive company webhook `vehicle_geofence_event` (V1 JSON); times are ISO 8601, duration in seconds. */
const motiveBody = z.object({
  action: z.literal('vehicle_geofence_event'),
  id,
  event_type: z.enum(['geofence_entry', 'geofence_exit']),
  geofence_id: id,
  start_time: isoTime,
  end_time: isoTime.nullish(),
  duration: z.number().min(0).nullish(),
  vehicle: z.object({ id }),
});

/** The generic Dwell format: arrival / departure of a vehicle at a place. */
const genericBody = z.object({
  id: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_.:-]+$/),
  type: z.enum(['arrival', 'departure']),
  occurred_at: isoTime,
  vehicle: z.object({ id }),
  place: z.object({ id }),
  position: z.object({ lat, lng, accuracy_m: z.number().min(0).nullish() }).nullish(),
});

const problem = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readSamsara(body: unknown): ParsedDelivery {
  if (!isObject(body) || typeof body.eventType !== 'string') {
    return { type: 'malformed', message: 'eventType: expected a Samsara webhook event' };
  }
  if (body.eventType !== 'GeofenceEntry' && body.eventType !== 'GeofenceExit') {
    const vendorEventId = typeof body.eventId === 'string' ? body.eventId : null;
    return { type: 'ignored', reason: `event type ${body.eventType}`, vendorEventId };
  }
  const parsed = samsaraBody.safeParse(body);
  if (!parsed.success) return { type: 'malformed', message: problem(parsed.error) };
  const { eventId, eventTime, eventType, data } = parsed.data;
  const circle = data.address.geofence?.circle;
  return {
    type: 'geofence',
    event: {
      vendorEventId: eventId,
      kind: eventType === 'GeofenceEntry' ? 'entry' : 'exit',
      vehicleId: data.vehicle.id,
      placeId: data.address.id,
      at: eventTime,
      enteredAt: null,
      position: circle ? { lat: circle.latitude, lng: circle.longitude, accuracyM: circle.radiusMeters } : null,
    },
  };
}

function readMotive(body: unknown): ParsedDelivery {
  // Activating a webhook posts the list of its actions (e.g. ["fault_code_closed"]): a handshake.
  if (Array.isArray(body) && body.every((v) => typeof v === 'string')) {
    return { type: 'ignored', reason: 'handshake', vendorEventId: null };
  }
  if (!isObject(body) || typeof body.action !== 'string') {
    return { type: 'malformed', message: 'action: expected a Motive webhook event' };
  }
  if (body.action !== 'vehicle_geofence_event') {
    return { type: 'ignored', reason: `action ${body.action}`, vendorEventId: null };
  }
  const parsed = motiveBody.safeParse(body);
  if (!parsed.success) return { type: 'malformed', message: problem(parsed.error) };
  const p = parsed.data;
  const exit = p.event_type === 'geofence_exit';
  const departed = p.end_time ?? (p.duration != null ? p.start_time + p.duration * 1000 : null);
  if (exit && departed === null) return { type: 'malformed', message: 'end_time: an exit needs end_time or duration' };
  return {
    type: 'geofence',
    event: {
      // Entry and exit of one visit may share an id: the event type is part of the key.
      vendorEventId: `${p.id}:${p.event_type}`,
      kind: exit ? 'exit' : 'entry',
      vehicleId: p.vehicle.id,
      placeId: p.geofence_id,
      at: exit && departed !== null ? departed : p.start_time,
      enteredAt: exit ? p.start_time : null,
      position: null,
    },
  };
}

function readGeneric(body: unknown): ParsedDelivery {
  if (isObject(body) && typeof body.type === 'string' && body.type !== 'arrival' && body.type !== 'departure') {
    return {
      type: 'ignored',
      reason: `type ${body.type}`,
      vendorEventId: typeof body.id === 'string' ? body.id : null,
    };
  }
  const parsed = genericBody.safeParse(body);
  if (!parsed.success) return { type: 'malformed', message: problem(parsed.error) };
  const p = parsed.data;
  return {
    type: 'geofence',
    event: {
      vendorEventId: p.id,
      kind: p.type === 'arrival' ? 'entry' : 'exit',
      vehicleId: p.vehicle.id,
      placeId: p.place.id,
      at: p.occurred_at,
      enteredAt: null,
      position: p.position
        ? { lat: p.position.lat, lng: p.position.lng, accuracyM: p.position.accuracy_m ?? null }
        : null,
    },
  };
}

/** Reads a verified delivery's JSON text as the provider's geofence event, something to ignore, or malformed. */
export function parseDelivery(provider: IntegrationProvider, text: string): ParsedDelivery {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { type: 'malformed', message: 'The body is not valid JSON.' };
  }
  if (provider === 'samsara') return readSamsara(body);
  if (provider === 'motive') return readMotive(body);
  return readGeneric(body);
}
