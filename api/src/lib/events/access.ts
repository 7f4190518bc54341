import type { Role } from '@dwell/core/constants';
import { EVENT_MESSAGES } from '@dwell/core/schemas/events';
import { DEFAULT_TIME_ZONE } from '@dwell/core/time-zones';
import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import { findEvent } from '../../routes/events/queries.ts';
import { ApiError, notFound } from '../errors.ts';

/** Drivers work with their own stops; dispatchers, carriers and carrier admins with the whole company's. */
export function seesAllEvents(role: Role): boolean {
  return role !== 'driver';
}

/** The signed-in user's company id; routes behind requireCompany always have one. */
export function companyOf(c: Context<AppEnv>): string {
  const companyId = c.get('auth').companyId;
  if (!companyId) throw new ApiError(403, 'no_company', 'No company');
  return companyId;
}

/** The company's IANA zone, read with the session: its periods, report days and default stop times follow it. */
export function companyZone(c: Context<AppEnv>): string {
  return c.get('auth').companyTimezone ?? DEFAULT_TIME_ZONE;
}

/** The user the list is limited to: the driver themself, or null for everyone of the company. */
export function ownerScope(c: Context<AppEnv>): string | null {
  const auth = c.get('auth');
  return seesAllEvents(auth.role) ? null : auth.userId;
}

/** Whose stops count: a driver only ever their own; anyone else the company's unless they ask for their own. */
export function scopeOf(c: Context<AppEnv>, scope: 'company' | 'mine'): string | null {
  return ownerScope(c) ?? (scope === 'mine' ? c.get('auth').userId : null);
}

export const EVENT_NOT_FOUND = 'Detention event not found';

/**
 * An event the user may read. Another company's id, or another driver's stop for a driver, answers 404
 * exactly like an id that does not exist: nothing about it leaks.
 */
export async function readableEvent(c: Context<AppEnv>, id: string) {
  const auth = c.get('auth');
  const event = await findEvent(c.get('db'), companyOf(c), id);
  if (!event || (!seesAllEvents(auth.role) && event.userId !== auth.userId)) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/**
 * An event the user may change: 404 for another company's id; a driver who names a colleague's stop of the
 * same company is told plainly that only their own stops can be changed.
 */
export async function writableEvent(c: Context<AppEnv>, id: string) {
  const auth = c.get('auth');
  const event = await findEvent(c.get('db'), companyOf(c), id);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (!seesAllEvents(auth.role) && event.userId !== auth.userId) {
    throw new ApiError(403, 'not_owner', EVENT_MESSAGES.notOwner);
  }
  return event;
}
