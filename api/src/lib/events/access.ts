import type { Role } from '@dwell/core/constants';
import { EVENT_MESSAGES } from '@dwell/core/schemas/events';
import type { Actor, Db } from '../../env.ts';
import { findEvent } from '../../routes/events/queries/read.ts';
import { ApiError, notFound } from '../errors.ts';

/** Drivers work with their own stops; dispatchers, carriers and carrier admins with the whole company's. */
export function seesAllEvents(role: Role): boolean {
  return role !== 'driver';
}

type Who = Pick<Actor, 'userId' | 'role'>;

/** The user the list is limited to: the driver themself, or null for everyone of the company. */
export function ownerScope(actor: Who): string | null {
  return seesAllEvents(actor.role) ? null : actor.userId;
}

/** Whose stops count: a driver only ever their own; anyone else the company's unless they ask for their own. */
export function scopeOf(actor: Who, scope: 'company' | 'mine'): string | null {
  return ownerScope(actor) ?? (scope === 'mine' ? actor.userId : null);
}

export const EVENT_NOT_FOUND = 'Detention event not found';

/**
 * An event the actor may read. Another company's id, or another driver's stop for a driver, answers 404
 * exactly like an id that does not exist: nothing about it leaks.
 */
export async function readableEvent(db: Db, actor: Actor, id: string) {
  const event = await findEvent(db, actor.companyId, id);
  if (!event || (!seesAllEvents(actor.role) && event.userId !== actor.userId)) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/**
 * An event the actor may change: 404 for another company's id; a driver who names a colleague's stop of the
 * same company is told plainly that only their own stops can be changed.
 */
export async function writableEvent(db: Db, actor: Actor, id: string) {
  const event = await findEvent(db, actor.companyId, id);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (!seesAllEvents(actor.role) && event.userId !== actor.userId) {
    throw new ApiError(403, 'not_owner', EVENT_MESSAGES.notOwner);
  }
  return event;
}
