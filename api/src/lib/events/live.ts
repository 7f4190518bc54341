import type { HubChange } from '../../durable/company-hub.ts';
import type { Env } from '../../env.ts';
import { configuredOrigin } from '../email.ts';
import { afterResponse, type RequestContext } from '../timer.ts';

/** The CompanyHub Durable Object of one company. */
export function hubFor(env: Pick<Env, 'COMPANY_HUB'>, companyId: string) {
  return env.COMPANY_HUB.get(env.COMPANY_HUB.idFromName(companyId));
}

/**
 * Tells every open tab of the company what changed, after the answer is sent: a slow or failed push never
 * slows or fails the write. Other routes (documents) call this too after attaching evidence to an event.
 */
export function publishChanges(c: RequestContext, companyId: string, changes: HubChange[]): void {
  afterResponse(c, () => hubFor(c.env, companyId).publish(changes));
}

/**
 * Re-arms the company's alert alarm after an active stop was created, changed or ended. Without a configured
 * origin the hub keeps the one it knew (or sends its alerts without a link): the write has happened already.
 */
export function rescheduleAlerts(c: RequestContext, companyId: string): void {
  const origin = configuredOrigin(c);
  afterResponse(c, () => hubFor(c.env, companyId).schedule(companyId, origin));
}

/** A change of one event, heard by the company and by the event's driver. */
export const eventChange = (event: { id: string; userId: string }): HubChange => ({
  topic: 'events',
  eventId: event.id,
  ownerId: event.userId,
});
