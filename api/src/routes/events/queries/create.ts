/** The writes of logging a stop: its driver, then the stop and its log entries in one batch. */
import { newId } from '@dwell/core/ids';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../env.ts';
import { activeEventCount } from '../../../lib/billing/usage.ts';
import { belowLimit, type FullRow, insertIf } from '../../../lib/insert-if.ts';
import { detentionEvents, eventLog, users } from '../../../lib/schema.ts';

/** A user of the company by id (whoever a stop is logged for), or undefined. */
export async function companyUser(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId)));
  return row;
}

/**
 * Stores a new stop with its log entries (checked in, and checked out when it came with its end) in one batch.
 * An open stop counts against maxOpen: the count is read by the insert itself, so parallel check-ins cannot all
 * pass it, and the log entries follow the event or are not written either. False when the limit refused it.
 */
export async function insertEvent(
  db: Db,
  row: FullRow<typeof detentionEvents>,
  by: { actorUserId: string; loggedBy: string | null; maxOpen: number | null },
): Promise<boolean> {
  const log = (action: string, at: Date, details: object = {}) =>
    insertIf(
      db,
      eventLog,
      {
        id: newId('log'),
        companyId: row.companyId,
        eventId: row.id,
        actorUserId: by.actorUserId,
        action,
        details: JSON.stringify(details),
        createdAt: at,
      },
      sql`exists (select 1 from ${detentionEvents} where ${detentionEvents.id} = ${row.id})`,
    );
  const [written] = await db.batch([
    insertIf(db, detentionEvents, row, belowLimit(activeEventCount(db, row.companyId), by.maxOpen)),
    log('checked_in', row.checkInTime, {
      loggedBy: by.loggedBy,
      loggedAt: row.createdAt.getTime(),
      source: row.checkInSource,
    }),
    ...(row.checkOutTime ? [log('checked_out', row.checkOutTime, { source: row.checkOutSource })] : []),
  ]);
  return written.meta.changes === 1;
}
