import { listQuerySchema } from '@dwell/core/schemas/documents';
import { readableEvent } from '../../lib/events/access.ts';
import { downloadDocument } from '../documents/download.ts';
import { listDocuments, toView } from '../documents/queries.ts';
import { documentScope } from '../documents/scope.ts';
import { keyedRoute, refusal, keyedRouter } from './declare.ts';
import { documentListSchema, idParamSchema } from './schemas.ts';

const tags = ['Documents'];

const listDocumentsRoute = keyedRoute(
  { scope: 'documents:read' },
  {
    method: 'get',
    path: '/',
    tags,
    operationId: 'listDocuments',
    summary: 'List evidence documents',
    request: { query: listQuerySchema },
    responses: {
      200: { description: 'The documents', content: { 'application/json': { schema: documentListSchema } } },
      400: refusal('Invalid filter'),
      404: refusal("eventId names no event of the key's company"),
    },
  },
);

/** GET {id}/download: the same operation on every version. */
export const downloadRoute = keyedRoute(
  { scope: 'documents:read' },
  {
    method: 'get',
    path: '/{id}/download',
    tags,
    operationId: 'downloadDocument',
    summary: 'Download a document',
    request: { params: idParamSchema },
    responses: {
      200: {
        description: 'The file',
        content: Object.fromEntries(
          ['application/pdf', 'image/png', 'image/jpeg'].map((type) => [type, { schema: { type: 'string' as const } }]),
        ),
      },
      404: refusal("No such document in the key's company"),
    },
  },
);

/** Evidence documents for programs: the app's list query and download, behind an API key. */
export const v1DocumentRoutes = keyedRouter()
  .openapi(listDocumentsRoute, async (c) => {
    const query = c.req.valid('query');
    // The key acts as its creator: their event access rules decide whose evidence it reads.
    if (query.eventId) await readableEvent(c.var.db, c.var.actor, query.eventId);
    const rows = await listDocuments(c.var.db, documentScope(c.var.actor), query);
    // The download address of this surface, so a key holder never needs a browser session.
    const documents = rows.map((row) => ({ ...toView(row), url: `/api/v1/documents/${row.id}/download` }));
    return c.json({ documents }, 200);
  })
  .openapi(downloadRoute, async (c) =>
    downloadDocument(c.var.db, c.env.DOCUMENTS, documentScope(c.var.actor), c.req.valid('param').id),
  );
