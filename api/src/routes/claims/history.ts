import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { eventLog, users } from '../../lib/schema.ts';
import { parseDetails } from '../events/detail.ts';

/** The event-log actions that make up a claim's history. */
const CLAIM_ACTIONS = [
  'claim_created',
  'claim_status',
  'claim_reopened',
  'payment_recorded',
  'invoice_stored',
  'claim_reminder',
  'claim_sent',
  'claim_send_failed',
  'claim_link_revoked',
  'payer_viewed',
  'payer_answer',
  'carrier_reply',
  'payer_reminder',
] as const;

/** A claim's history (its stop has at most one claim): what was done, by whom, when and why, oldest first. */
export async function claimHistory(db: Db, companyId: string, eventId: string) {
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
      and(eq(eventLog.companyId, companyId), eq(eventLog.eventId, eventId), inArray(eventLog.action, CLAIM_ACTIONS)),
    )
    // Entries of the same millisecond keep the order they were written in.
    .orderBy(asc(eventLog.createdAt), sql`${eventLog}.rowid`);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor: row.actor,
    at: row.at.getTime(),
    details: parseDetails(row.details),
  }));
}
