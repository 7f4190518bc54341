import type { WebhookEventType } from '@dwell/core/schemas/webhooks';
import { eventChange, publishChanges, rescheduleAlerts } from '../../lib/events/live.ts';
import type { RequestContext } from '../../lib/timer.ts';
import { emitEventWebhook } from '../webhooks/emit.ts';

interface Follows {
  webhook?: WebhookEventType;
  alerts?: 'always' | 'when open';
}

/**
 * What follows each kind of change to a stop once it is written, whichever way it came in (the app, the keyed
 * API's v1 and v2, an ELD's delivery). Every change reaches the company's open tabs and the stop's driver.
 * `webhook`: the type told to the endpoints that chose it. `alerts`: whether the company's free-time alarm is
 * re-armed, as it is whenever a running clock starts, moves or ends (a new stop only when it is still open).
 */
const FOLLOWS = {
  created: { webhook: 'event.created', alerts: 'when open' },
  checked_out: { webhook: 'event.checked_out', alerts: 'always' },
  cancelled: { webhook: 'event.cancelled', alerts: 'always' },
  deleted: { alerts: 'always' },
  retimed: { alerts: 'always' },
  repriced: {},
  noted: {},
} as const satisfies Record<string, Follows>;

export type StopChange = keyof typeof FOLLOWS;

interface ChangedStop {
  id: string;
  userId: string;
  companyId: string;
  /** As written by the change. */
  status: string;
}

/**
 * After the answer: tells who must know that `stop` had `changes` (one request may make two: an ELD's single
 * delivery can create a stop already checked out).
 */
export function stopChanged(c: RequestContext, stop: ChangedStop, changes: StopChange[]) {
  publishChanges(c, stop.companyId, [eventChange(stop)]);
  let alerts = false;
  for (const change of changes) {
    const follows: Follows = FOLLOWS[change];
    if (follows.webhook) emitEventWebhook(c, stop.companyId, follows.webhook, stop.id);
    alerts ||= follows.alerts === 'always' || (follows.alerts === 'when open' && stop.status === 'active');
  }
  if (alerts) rescheduleAlerts(c, stop.companyId);
}
