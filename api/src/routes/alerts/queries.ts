import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { alertReads, alerts } from '../../lib/schema.ts';

/** Alerts a user sees: the whole company's, or only those about their own stops for a driver. */
function visible(companyId: string, ownerId: string | null): SQL {
  return and(eq(alerts.companyId, companyId), ownerId ? eq(alerts.userId, ownerId) : undefined) as SQL;
}

/** A page of alerts, newest first, each marked read or not for this user, with the unread count. */
export async function listAlerts(
  db: Db,
  companyId: string,
  userId: string,
  ownerId: string | null,
  query: { page: number; pageSize: number; unread: boolean },
) {
  const readJoin = and(eq(alertReads.alertId, alerts.id), eq(alertReads.userId, userId));
  const where = and(visible(companyId, ownerId), query.unread ? isNull(alertReads.alertId) : undefined);
  const [rows, totals, unread] = await db.batch([
    db
      .select({
        id: alerts.id,
        kind: alerts.kind,
        title: alerts.title,
        message: alerts.message,
        eventId: alerts.eventId,
        claimId: alerts.claimId,
        createdAt: alerts.createdAt,
        readAt: alertReads.readAt,
      })
      .from(alerts)
      .leftJoin(alertReads, readJoin)
      .where(where)
      .orderBy(desc(alerts.createdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(alerts).leftJoin(alertReads, readJoin).where(where),
    db
      .select({ n: count() })
      .from(alerts)
      .leftJoin(alertReads, readJoin)
      .where(and(visible(companyId, ownerId), isNull(alertReads.alertId))),
  ]);
  return {
    alerts: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.getTime(),
      read: r.readAt !== null,
      readAt: r.readAt?.getTime() ?? null,
    })),
    total: totals[0]?.n ?? 0,
    unreadCount: unread[0]?.n ?? 0,
  };
}

/** Marks one visible alert read; false when the user cannot see it. */
export async function markRead(db: Db, companyId: string, userId: string, ownerId: string | null, alertId: string) {
  const [alert] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.id, alertId), visible(companyId, ownerId)));
  if (!alert) return false;
  await db.insert(alertReads).values({ alertId, userId, readAt: new Date() }).onConflictDoNothing();
  return true;
}

/** Marks every alert the user can see as read. */
export async function markAllRead(db: Db, companyId: string, userId: string, ownerId: string | null) {
  const now = Date.now();
  await db.run(sql`INSERT OR IGNORE INTO alert_reads (alert_id, user_id, read_at)
    SELECT ${alerts.id}, ${userId}, ${now} FROM ${alerts} WHERE ${visible(companyId, ownerId)}`);
}
