import { listQuerySchema } from '@dwell/core/schemas/documents';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { readableEvent } from '../../lib/events/access.ts';
import { notFound } from '../../lib/errors.ts';
import { serveFile } from '../../lib/uploads/serve-file.ts';
import { validate } from '../../lib/validate.ts';
import { requireApiKey, requireScope } from '../../middleware/api-key.ts';
import { findDocument, listDocuments, toView } from '../documents/queries.ts';
import { documentScope } from '../documents/scope.ts';

/** Evidence documents for programs: the app's list query and download, behind an API key. */
export const v1DocumentRoutes = new Hono<AppEnv>()
  .use(requireApiKey, requireScope('documents:read'))
  .get('/', validate('query', listQuerySchema), async (c) => {
    const query = c.req.valid('query');
    // The key acts as its creator: their event access rules decide whose evidence it reads.
    if (query.eventId) await readableEvent(c, query.eventId);
    const rows = await listDocuments(c.get('db'), documentScope(c), query);
    // The download address of this surface, so a key holder never needs a browser session.
    return c.json({ documents: rows.map((row) => ({ ...toView(row), url: `/api/v1/documents/${row.id}/download` })) });
  })
  .get('/:id/download', async (c) => {
    const doc = await findDocument(c.get('db'), documentScope(c), c.req.param('id'));
    if (!doc) throw notFound();
    const object = await c.env.DOCUMENTS.get(doc.objectKey);
    if (!object) throw notFound();
    return serveFile(object, {
      kind: 'attachment',
      name: doc.name,
      contentType: doc.type,
      cacheControl: 'private, no-store',
    });
  });
