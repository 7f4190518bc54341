import type { Db } from '../../env.ts';
import { notFound } from '../../lib/errors.ts';
import { serveFile } from '../../lib/uploads/serve-file.ts';
import { findDocument } from './queries.ts';
import type { DocumentScope } from './scope.ts';

/**
 * A document of the scope as a download (the app's and /api/v1's): its stored bytes under its own name and
 * type, never cached. A document outside the scope, or whose file is gone, answers 404.
 */
export async function downloadDocument(db: Db, bucket: R2Bucket, scope: DocumentScope, id: string) {
  const doc = await findDocument(db, scope, id);
  if (!doc) throw notFound();
  const object = await bucket.get(doc.objectKey);
  if (!object) throw notFound();
  return serveFile(object, {
    kind: 'attachment',
    name: doc.name,
    contentType: doc.type,
    cacheControl: 'private, no-store',
  });
}
