import { DOCUMENT_RULES } from '@dwell/core/files';
import { listQuerySchema, uploadQuerySchema } from '@dwell/core/schemas/documents';
import { tierFor } from '@dwell/core/subscription';
import { TIERS } from '@dwell/core/tiers';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { readableEvent, writableEvent } from '../../lib/events/access.ts';
import { notFound } from '../../lib/errors.ts';
import type { EventDocument } from '../../lib/schema.ts';
import type { SessionRecord } from '../../lib/sessions.ts';
import { serveFile } from '../../lib/uploads/serve-file.ts';
import { readUploadHeaders } from '../../lib/uploads/upload-headers.ts';
import { validate } from '../../lib/validate.ts';
import { idempotentUpload } from '../../middleware/idempotency.ts';
import { requireAuth, requireCompany, requireFeature } from '../../middleware/session.ts';
import { deleteDocument, setArchived } from './change-document.ts';
import { createDocument, limitReached } from './create-document.ts';
import { countDocuments, findDocument, listDocuments, toView } from './queries.ts';
import { documentScope } from './scope.ts';

/** The signed-in user acting on the documents of their scope (requireCompany ran). */
const actorOf = (c: Context<AppEnv>) => ({ ...documentScope(c), userId: c.get('auth').userId });

/** Evidence is deleted by whoever uploaded it, or by the people who run the company's claims. */
const mayDelete = (auth: SessionRecord) => (doc: EventDocument) =>
  doc.uploadedBy === auth.userId || ['carrier_admin', 'carrier', 'dispatcher'].includes(auth.role);

/**
 * Evidence documents (SPEC §2.13, §4.8): upload (one raw file per request), list, download, archive,
 * restore, delete. Storing and changing need the tier's documentStorage; reading and deleting what the
 * company already stored stay open, so a lapsed subscription never locks a fleet out of its own evidence.
 * Evidence follows its event's access rules (scope.ts): a driver works with their own stops' documents only.
 */
export const documentRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireCompany)
  .post(
    '/',
    requireFeature('documentStorage'),
    idempotentUpload(DOCUMENT_RULES.maxBytes),
    validate('query', uploadQuerySchema),
    async (c) => {
      const auth = c.get('auth');
      const db = c.get('db');
      const { companyId, userId } = actorOf(c);
      const query = c.req.valid('query');
      const upload = readUploadHeaders(c.req.raw.headers, DOCUMENT_RULES);
      // Attaching evidence changes the stop: the event's own write rule (a driver, only their own stops).
      if (query.eventId) await writableEvent(c, query.eventId);
      const maxDocuments = TIERS[tierFor(true, auth.subscriptionStatus)].limits.maxDocuments;
      if (maxDocuments !== null && (await countDocuments(db, companyId)) >= maxDocuments) {
        throw limitReached(maxDocuments);
      }
      const doc = await createDocument(db, c.env.DOCUMENTS, {
        companyId,
        userId,
        eventId: query.eventId ?? null,
        category: query.category,
        description: query.description ?? null,
        upload,
        body: c.req.raw.body,
        maxDocuments,
      });
      return c.json({ document: toView(doc) }, 201);
    },
  )
  .get('/', validate('query', listQuerySchema), async (c) => {
    const query = c.req.valid('query');
    if (query.eventId) await readableEvent(c, query.eventId);
    const rows = await listDocuments(c.get('db'), documentScope(c), query);
    return c.json({ documents: rows.map(toView) });
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
  })
  .post('/:id/archive', requireFeature('documentStorage'), async (c) => {
    const doc = await setArchived(c.get('db'), actorOf(c), c.req.param('id'), true);
    return c.json({ document: toView(doc) });
  })
  .post('/:id/restore', requireFeature('documentStorage'), async (c) => {
    const doc = await setArchived(c.get('db'), actorOf(c), c.req.param('id'), false);
    return c.json({ document: toView(doc) });
  })
  .delete('/:id', async (c) => {
    await deleteDocument(c.get('db'), c.env.DOCUMENTS, actorOf(c), c.req.param('id'), mayDelete(c.get('auth')));
    return c.json({ deleted: true });
  });
