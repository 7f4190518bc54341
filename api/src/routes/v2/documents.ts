import { readableEvent } from '../../lib/events/access.ts';
import { downloadDocument } from '../documents/download.ts';
import { documentScope } from '../documents/scope.ts';
import { keyedRoute, keyedRouter, refusal } from '../v1/declare.ts';
import { downloadRoute } from '../v1/documents.ts';
import { documentsAfter, positionOf } from '../v1/queries.ts';
import { listingOf, pageOf, positionAfter } from './paging.ts';
import { documentPageSchema, v2DocumentListQuerySchema } from './schemas.ts';
import { toV2Document } from './shapes.ts';

const listDocumentsRoute = keyedRoute(
  { scope: 'documents:read' },
  {
    method: 'get',
    path: '/',
    tags: ['Documents'],
    operationId: 'listDocuments',
    summary: 'List evidence documents',
    description:
      'Newest upload first, `limit` per page, `nextCursor` for the next page. With `updatedSince` the documents uploaded or changed (archived, restored, edited) at or after that instant, oldest change first.',
    request: { query: v2DocumentListQuerySchema },
    responses: {
      200: { description: 'A page of documents', content: { 'application/json': { schema: documentPageSchema } } },
      400: refusal('Invalid filter or a cursor that was not issued for these filters'),
      404: refusal("eventId names no event of the key's company"),
    },
  },
);

/** Evidence documents for programs: the app's scope rules and download, in the v2 shape. */
export const v2DocumentRoutes = keyedRouter()
  .openapi(listDocumentsRoute, async (c) => {
    const { limit, cursor, updatedSince, ...filters } = c.req.valid('query');
    // The key acts as its creator: their event access rules decide whose evidence it reads.
    if (filters.eventId) await readableEvent(c.var.db, c.var.actor, filters.eventId);
    const tied = updatedSince === undefined ? filters : { ...filters, updatedSince };
    const listing = listingOf(updatedSince);
    const rows = await documentsAfter(
      c.var.db,
      documentScope(c.var.actor),
      filters,
      positionAfter(cursor, tied),
      limit + 1,
      listing,
    );
    const { page, nextCursor } = pageOf(rows, limit, tied, (row) => positionOf(listing, row, row.createdAt));
    return c.json({ data: page.map(toV2Document), nextCursor }, 200);
  })
  .openapi(downloadRoute, async (c) =>
    downloadDocument(c.var.db, c.env.DOCUMENTS, documentScope(c.var.actor), c.req.valid('param').id),
  );
