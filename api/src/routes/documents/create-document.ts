import { DOCUMENT_RULES } from '@dwell/core/files';
import { newId } from '@dwell/core/ids';
import { fill } from '@dwell/core/messages';
import { DOCUMENT_MESSAGES, type DocumentCategory, GENERAL_EVIDENCE } from '@dwell/core/schemas/documents';
import { sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { type EventDocument, eventDocuments, evidenceLog } from '../../lib/schema.ts';
import type { UploadHeaders } from '../../lib/uploads/upload-headers.ts';
import { streamUpload } from '../../lib/uploads/stream-upload.ts';
import { nextEntry, withChainRetry } from '../evidence/append.ts';
import { type FullRow, insertIf } from '../../lib/insert-if.ts';

export interface NewDocument {
  companyId: string;
  userId: string;
  eventId: string | null;
  category: DocumentCategory;
  description: string | null;
  upload: UploadHeaders;
  body: ReadableStream<Uint8Array> | null;
  /** The tier's maxDocuments; null is unlimited. */
  maxDocuments: number | null;
}

/** 403 for a company at its tier's document limit. */
export const limitReached = (max: number): ApiError =>
  new ApiError(403, 'limit_reached', fill(DOCUMENT_MESSAGES.limitReached, { max }), { limit: 'maxDocuments', max });

/**
 * Stores one uploaded file and records it: the object goes to R2 under a server key
 * `<company>/<event|general>/<document id>`, then the row and its 'uploaded' evidence entry are written in
 * one batch. Nothing is ever half-stored: a refused or failed upload writes no object; a failed or refused
 * row (the tier limit is re-checked inside the batch, so racing uploads cannot pass it) removes the object.
 */
export async function createDocument(db: Db, bucket: R2Bucket, input: NewDocument): Promise<EventDocument> {
  const id = newId('doc');
  const chain = input.eventId ?? GENERAL_EVIDENCE;
  const objectKey = `${input.companyId}/${chain}/${id}`;
  const { name, length, lastModified } = input.upload;
  const stored = await streamUpload(bucket, objectKey, input.body, {
    rules: DOCUMENT_RULES,
    name,
    length,
    customMetadata: { companyId: input.companyId, documentId: id, originalName: encodeURIComponent(name) },
  });

  const now = Date.now();
  const row: FullRow<typeof eventDocuments> = {
    id,
    companyId: input.companyId,
    eventId: input.eventId,
    uploadedBy: input.userId,
    name,
    description: input.description,
    type: stored.type,
    objectKey,
    size: stored.size,
    sha256: stored.sha256,
    category: input.category,
    metadata: JSON.stringify({ size: stored.size, lastModified: lastModified ?? now }),
    status: 'active',
    archivedAt: null,
    createdAt: new Date(now),
    updatedAt: new Date(now),
  };
  const withinLimit =
    input.maxDocuments === null
      ? sql`1`
      : sql`(select count(*) from ${eventDocuments} where ${eventDocuments.companyId} = ${input.companyId} and ${eventDocuments.status} = 'active') < ${input.maxDocuments}`;
  try {
    const inserted = await withChainRetry(async () => {
      const entry = await nextEntry(
        db,
        {
          companyId: input.companyId,
          chain,
          action: 'uploaded',
          documentId: id,
          documentSha256: stored.sha256,
          actorUserId: input.userId,
        },
        now,
      );
      const [written] = await db.batch([
        insertIf(db, eventDocuments, row, withinLimit),
        insertIf(
          db,
          evidenceLog,
          entry,
          sql`exists (select 1 from ${eventDocuments} where ${eventDocuments.id} = ${id})`,
        ),
      ]);
      return written.meta.changes;
    });
    if (inserted !== 1 && input.maxDocuments !== null) throw limitReached(input.maxDocuments);
  } catch (error) {
    await removeObject(bucket, objectKey);
    throw error;
  }
  return row;
}

/** Compensation: an object whose row could not be written must not stay behind. */
async function removeObject(bucket: R2Bucket, key: string): Promise<void> {
  try {
    await bucket.delete(key);
  } catch (error) {
    console.error(JSON.stringify({ orphanedObject: key, error: String(error).slice(0, 300) }));
  }
}
