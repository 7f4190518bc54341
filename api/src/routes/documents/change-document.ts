import { DOCUMENT_MESSAGES } from '@dwell/core/schemas/documents';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { detentionEvents, type EventDocument, eventDocuments, evidenceLog } from '../../lib/schema.ts';
import { deletionRecord } from '../../lib/sync/deletions.ts';
import { nextEntry, StaleRead, withChainRetry } from '../evidence/append.ts';
import { insertIf } from '../../lib/insert-if.ts';
import { assertNotOnSentClaim, notOnSentClaim } from './claim-lock.ts';
import { chainOf, findDocument } from './queries.ts';
import type { DocumentActor as Actor } from './scope.ts';

/** The evidence entry is written only while the document is still as it was read; otherwise read again. */
const stillAs = (doc: EventDocument) =>
  sql`exists (select 1 from ${eventDocuments} where ${eventDocuments.id} = ${doc.id} and ${eventDocuments.status} = ${doc.status})`;

/**
 * Archives (docs/product.md#detention-events: status archived, archived_at now) or restores (active, archived_at null) a document,
 * appending 'archived' or 'restored' to its evidence log in the same batch. 409 when it already is so.
 */
export async function setArchived(db: Db, actor: Actor, id: string, archived: boolean): Promise<EventDocument> {
  return withChainRetry(async () => {
    const doc = await findDocument(db, actor, id);
    if (!doc) throw notFound();
    if (archived && doc.status === 'archived')
      throw new ApiError(409, 'already_archived', DOCUMENT_MESSAGES.alreadyArchived);
    if (!archived && doc.status === 'active') throw new ApiError(409, 'not_archived', DOCUMENT_MESSAGES.notArchived);
    const entry = await nextEntry(db, {
      companyId: actor.companyId,
      chain: chainOf(doc),
      action: archived ? 'archived' : 'restored',
      documentId: doc.id,
      documentSha256: doc.sha256,
      actorUserId: actor.userId,
    });
    const next = {
      status: archived ? ('archived' as const) : ('active' as const),
      archivedAt: archived ? entry.createdAt : null,
    };
    const [logged] = await db.batch([
      insertIf(db, evidenceLog, entry, stillAs(doc)),
      db
        .update(eventDocuments)
        .set(next)
        .where(and(eq(eventDocuments.id, doc.id), eq(eventDocuments.status, doc.status))),
    ]);
    if (logged.meta.changes !== 1) throw new StaleRead();
    return { ...doc, ...next };
  });
}

/**
 * Deletes a document: the row goes and a 'deleted' entry keeping the file's SHA-256 is appended in one
 * batch, then the object is removed. A second delete finds nothing: 404. Evidence of a sent claim is refused.
 */
export async function deleteDocument(
  db: Db,
  bucket: R2Bucket,
  actor: Actor,
  id: string,
  mayDelete: (doc: EventDocument) => boolean,
): Promise<void> {
  const doc = await withChainRetry(async () => {
    const current = await findDocument(db, actor, id);
    if (!current) throw notFound();
    if (!mayDelete(current)) throw new ApiError(403, 'forbidden', DOCUMENT_MESSAGES.deleteNotAllowed);
    await assertNotOnSentClaim(db, current);
    const entry = await nextEntry(db, {
      companyId: actor.companyId,
      chain: chainOf(current),
      action: 'deleted',
      documentId: current.id,
      documentSha256: current.sha256,
      actorUserId: actor.userId,
    });
    const [logged] = await db.batch([
      insertIf(db, evidenceLog, entry, sql`${stillAs(current)} AND ${notOnSentClaim(current)}`),
      db
        .delete(eventDocuments)
        .where(
          and(eq(eventDocuments.id, current.id), eq(eventDocuments.status, current.status), notOnSentClaim(current)),
        ),
      deletionRecord(db, {
        companyId: actor.companyId,
        kind: 'document',
        recordId: current.id,
        ownerId: await documentOwner(db, current),
      }),
    ]);
    if (logged.meta.changes !== 1) throw new StaleRead();
    return current;
  });
  try {
    await bucket.delete(doc.objectKey);
  } catch (error) {
    // The row and its log entry are gone already; an unreachable leftover object is the lesser harm.
    console.error(JSON.stringify({ orphanedObject: doc.objectKey, error: String(error).slice(0, 300) }));
  }
}

/** Whose document it is for a driver's sync: its stop's driver, or for one of no stop its uploader. */
async function documentOwner(db: Db, doc: EventDocument): Promise<string | null> {
  if (!doc.eventId) return doc.uploadedBy;
  const [stop] = await db
    .select({ userId: detentionEvents.userId })
    .from(detentionEvents)
    .where(eq(detentionEvents.id, doc.eventId));
  return stop?.userId ?? doc.uploadedBy;
}
