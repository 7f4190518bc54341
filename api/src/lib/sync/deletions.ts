import { newId } from '@dwell/core/ids';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { insertIf } from '../insert-if.ts';
import { deletedRecords } from '../schema.ts';

/**
 * The record of a deletion, for the batch that deletes: written only when the statement before it (the
 * DELETE) removed a row, so a delete that found nothing leaves no trace.
 */
export function deletionRecord(
  db: Db,
  row: { companyId: string; kind: 'event' | 'document'; recordId: string; ownerId: string | null },
  condition: SQL = sql`changes() > 0`,
) {
  return insertIf(db, deletedRecords, { id: newId('del'), ...row, deletedAt: new Date() }, condition);
}

/** The WHERE of one company's deletions of a kind, a driver's only theirs. */
export const deletionsOf = (companyId: string, kind: 'event' | 'document', ownerId: string | null) =>
  and(
    eq(deletedRecords.companyId, companyId),
    eq(deletedRecords.kind, kind),
    ownerId ? eq(deletedRecords.ownerId, ownerId) : undefined,
  );
