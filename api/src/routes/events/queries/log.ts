import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../env.ts';
import { eventLog, users } from '../../../lib/schema.ts';

/** One entry of a stop's log as its readers show it: who did what, when, and its details. */
export interface TimelineEntry {
  id: string;
  action: string;
  actor: string | null;
  at: number;
  details: Record<string, unknown>;
}

/** An event-log entry's JSON details as an object; anything unreadable reads as none. */
export function parseDetails(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A stop's log, oldest first, for every reader of it (the event's timeline, its claim's history, the payer's
 * page): entries of the same millisecond in the order they were written. `actions`: only those.
 */
export async function stopLog(
  db: Db,
  companyId: string,
  eventId: string,
  actions?: readonly string[],
): Promise<TimelineEntry[]> {
  const rows = await db
    .select({
      id: eventLog.id,
      action: eventLog.action,
      details: eventLog.details,
      at: eventLog.createdAt,
      actor: users.fullName,
    })
    .from(eventLog)
    .leftJoin(users, eq(users.id, eventLog.actorUserId))
    .where(
      and(
        eq(eventLog.companyId, companyId),
        eq(eventLog.eventId, eventId),
        actions ? inArray(eventLog.action, [...actions]) : undefined,
      ),
    )
    .orderBy(asc(eventLog.createdAt), sql`${eventLog}.rowid`);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor: row.actor,
    at: row.at.getTime(),
    details: parseDetails(row.details),
  }));
}
