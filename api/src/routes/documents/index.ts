import { DOCUMENT_RULES } from '@dwell/core/files';
import { documentPageQuerySchema, uploadQuerySchema } from '@dwell/core/schemas/documents';
import { TIERS } from '@dwell/core/tiers';
import { Hono } from 'hono';
import type { Actor, AppEnv } from '../../env.ts';
import { readableEvent, writableEvent } from '../../lib/events/access.ts';
import type { EventDocument } from '../../lib/schema.ts';
import { readUploadHeaders } from '../../lib/uploads/upload-headers.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { idempotentUpload } from '../../middleware/idempotency.ts';
import { deleteDocument, setArchived } from './change-document.ts';
import { createDocument, limitReached } from './create-document.ts';
import { downloadDocument } from './download.ts';
import { emitDocumentWebhook } from '../webhooks/emit.ts';
import { countDocuments, pageOfDocuments, toView } from './queries.ts';
import { documentActor, documentScope } from './scope.ts';

/** Evidence is deleted by whoever uploaded it, or by the people who run the company's claims. */
const mayDelete = (actor: Actor) => (doc: EventDocument) =>
  doc.uploadedBy === actor.userId || ['carrier_admin', 'carrier', 'dispatcher'].includes(actor.role);

/** Reading and deleting what the company stored stay open to every member, whatever its plan. */
const member = guard({ access: 'company' });
/** Storing and changing evidence needs the tier's documentStorage. */
const storing = guard({ access: 'company', feature: 'documentStorage' });

/**
 * Evidence documents: upload (one raw file per request), list, download, archive, restore, delete. A lapsed
 * subscription never locks a fleet out of its own evidence. Evidence follows its event's access rules
 * (scope.ts): a driver works with their own stops' documents only.
 */
export const documentRoutes = new Hono<AppEnv>()
  .post('/', storing, idempotentUpload(DOCUMENT_RULES.maxBytes), validate('query', uploadQuerySchema), async (c) => {
    const { db, companyId, actor } = c.var;
    const query = c.req.valid('query');
    const upload = readUploadHeaders(c.req.raw.headers, DOCUMENT_RULES);
    // Attaching evidence changes the stop: the event's own write rule (a driver, only their own stops).
    if (query.eventId) await writableEvent(db, actor, query.eventId);
    const maxDocuments = TIERS[actor.tier].limits.maxDocuments;
    if (maxDocuments !== null && (await countDocuments(db, companyId)) >= maxDocuments) {
      throw limitReached(maxDocuments);
    }
    const doc = await createDocument(db, c.env.DOCUMENTS, {
      companyId,
      userId: actor.userId,
      eventId: query.eventId ?? null,
      category: query.category,
      description: query.description ?? null,
      upload,
      body: c.req.raw.body,
      maxDocuments,
    });
    emitDocumentWebhook(c, companyId, doc);
    return c.json({ document: toView(doc) }, 201);
  })
  .get('/', member, validate('query', documentPageQuerySchema), async (c) => {
    const query = c.req.valid('query');
    if (query.eventId) await readableEvent(c.var.db, c.var.actor, query.eventId);
    const { rows, total } = await pageOfDocuments(c.var.db, documentScope(c.var.actor), query);
    return c.json({ documents: rows.map(toView), total, page: query.page, pageSize: query.pageSize });
  })
  .get('/:id/download', member, async (c) =>
    downloadDocument(c.var.db, c.env.DOCUMENTS, documentScope(c.var.actor), c.req.param('id')),
  )
  .post('/:id/archive', storing, async (c) => {
    const doc = await setArchived(c.var.db, documentActor(c.var.actor), c.req.param('id'), true);
    return c.json({ document: toView(doc) });
  })
  .post('/:id/restore', storing, async (c) => {
    const doc = await setArchived(c.var.db, documentActor(c.var.actor), c.req.param('id'), false);
    return c.json({ document: toView(doc) });
  })
  .delete('/:id', member, async (c) => {
    const { db, actor } = c.var;
    await deleteDocument(db, c.env.DOCUMENTS, documentActor(actor), c.req.param('id'), mayDelete(actor));
    return c.json({ deleted: true });
  });
