import type { ApiScope } from '@dwell/core/schemas/api-keys';
import { ownerScope } from '../../lib/events/access.ts';
import { deletionsOf } from '../../lib/sync/deletions.ts';
import { keyedRoute, keyedRouter, refusal } from '../v1/declare.ts';
import { deletionsAfter } from '../v1/queries.ts';
import { iso } from './shapes.ts';
import { pageOf, positionAfter } from './paging.ts';
import { deletionPageSchema, v2DeletionQuerySchema } from './schemas.ts';

/**
 * GET /events/deletions and /documents/deletions: what was deleted, for programs that sync with updatedSince
 * (a deleted record cannot show up there). Each lists its kind's deletions oldest first, with a cursor.
 */
export function deletionRoutes(kind: 'event' | 'document', scope: ApiScope, tag: 'Events' | 'Documents') {
  const route = keyedRoute(
    { scope },
    {
      method: 'get',
      path: '/deletions',
      tags: [tag],
      operationId: `list${tag}Deletions`,
      summary: `List deleted ${tag.toLowerCase()}`,
      description: `The ${tag.toLowerCase()} deleted at or after \`deletedSince\`, oldest first, \`limit\` per page with \`nextCursor\`. Together with \`updatedSince\` on the list this keeps a copy exact.`,
      request: { query: v2DeletionQuerySchema },
      responses: {
        200: { description: 'A page of deletions', content: { 'application/json': { schema: deletionPageSchema } } },
        400: refusal('Invalid instant or a cursor that was not issued for this query'),
      },
    },
  );
  return keyedRouter().openapi(route, async (c) => {
    const { limit, cursor, deletedSince } = c.req.valid('query');
    const filters = { kind, deletedSince: deletedSince ?? 0 };
    const where = deletionsOf(c.var.companyId, kind, ownerScope(c.var.actor));
    const rows = await deletionsAfter(c.var.db, where, filters.deletedSince, positionAfter(cursor, filters), limit + 1);
    const { page, nextCursor } = pageOf(rows, limit, filters, (row) => ({ t: row.deletedAt.getTime(), id: row.id }));
    return c.json({ data: page.map((row) => ({ id: row.recordId, deletedAt: iso(row.deletedAt) })), nextCursor }, 200);
  });
}
