import { newId } from '@dwell/core/ids';
import { and, eq, inArray } from 'drizzle-orm';
import type { HubChange } from '../../durable/company-hub.ts';
import type { Db, Env } from '../../env.ts';
import { activeEvents } from '../../routes/events/queries/read.ts';
import { alerts, eventLog } from '../schema.ts';
import { stopAlertText } from '@dwell/core/alert-texts';
import { type AlertPreference, alertRecipients, emailAlert } from './notify.ts';
import { loadPolicies, policyForEvent } from './policy.ts';
import { alertThresholds, dueThresholds, type StopAlertKind } from '@dwell/core/alert-thresholds';

const PREFERENCE: Record<StopAlertKind, AlertPreference> = {
  free_time_ending: 'approachingBillable',
  billable_started: 'billableStarted',
  cap_reached: 'billableStarted',
};

const CHUNK = 90;

async function raisedKeys(db: Db, companyId: string, eventIds: string[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (let i = 0; i < eventIds.length; i += CHUNK) {
    const rows = await db
      .select({ key: alerts.dedupeKey })
      .from(alerts)
      .where(and(eq(alerts.companyId, companyId), inArray(alerts.eventId, eventIds.slice(i, i + CHUNK))));
    for (const row of rows) keys.add(row.key);
  }
  return keys;
}

export interface RaiseOptions {
  origin: string | null;
  publish: (changes: HubChange[]) => Promise<void>;
}

/**
 * Raises every stop alert that is due and not raised yet (in-app, pushed live, and emailed to the
 * dispatchers), and answers when the next one falls due. Safe to run twice at once: the dedupe key's unique
 * index lets only one insert through, and only the inserted alert is emailed.
 */
export async function raiseDueAlerts(
  env: Env,
  db: Db,
  companyId: string,
  now: number,
  options: RaiseOptions,
): Promise<{ raised: number; nextAt: number | null }> {
  const events = await activeEvents(db, companyId);
  if (events.length === 0) return { raised: 0, nextAt: null };
  const [policies, raised] = await Promise.all([
    loadPolicies(db, companyId),
    raisedKeys(
      db,
      companyId,
      events.map((e) => e.id),
    ),
  ]);
  let nextAt: number | null = null;
  let count = 0;
  for (const event of events) {
    const policy = policyForEvent(policies, event);
    const stop = { checkIn: event.checkInTime.getTime(), appointment: event.appointmentTime?.getTime() ?? null };
    const all = alertThresholds(stop, policy);
    const open = (t: { kind: string }) => !raised.has(`${t.kind}:${event.id}`);
    for (const t of all.filter(open)) if (t.at > now) nextAt = Math.min(nextAt ?? t.at, t.at);
    // Staleness is judged on every threshold, raised or not: once billing started the warning is moot.
    for (const due of dueThresholds(all, now).filter(open)) {
      const freeEndsAt = all.find((t) => t.kind === 'billable_started')?.at ?? now;
      const text = stopAlertText(due.kind, {
        driverName: event.driverName,
        facilityName: event.facilityName,
        freeEndsAt: freeEndsAt - 60_000,
        freeMinutes: policy.freeMinutes,
        rateCents: policy.hourlyRateCents,
        capCents: policy.capCents,
        // The facility's clock, as the event screen shows the stop's times.
        timeZone: event.timezone,
      });
      const inserted = await db
        .insert(alerts)
        .values({
          id: newId('alr'),
          companyId,
          kind: due.kind,
          eventId: event.id,
          userId: event.userId,
          ...text,
          dedupeKey: `${due.kind}:${event.id}`,
          createdAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning({ id: alerts.id });
      if (inserted.length === 0) continue;
      count += 1;
      await db.insert(eventLog).values({
        id: newId('log'),
        companyId,
        eventId: event.id,
        action: 'alert_raised',
        details: JSON.stringify({ kind: due.kind, title: text.title }),
        createdAt: new Date(now),
      });
      await options.publish([
        { topic: 'alerts', ownerId: event.userId },
        { topic: 'events', eventId: event.id, ownerId: event.userId },
      ]);
      const recipients = await alertRecipients(db, companyId, PREFERENCE[due.kind]);
      await emailAlert(env, recipients, { ...text, path: `/events/${event.id}`, kind: 'alert' }, options.origin);
    }
  }
  // Never re-arm in the past: a threshold that is due but was dropped as stale must not loop the alarm.
  return { raised: count, nextAt: nextAt === null ? null : Math.max(nextAt, now + 1000) };
}
