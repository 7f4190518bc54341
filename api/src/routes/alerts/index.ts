import { Hono } from 'hono';
import { z } from 'zod';
import { pageFields } from '@dwell/core/schemas/paging';
import type { AppEnv } from '../../env.ts';
import { ownerScope } from '../../lib/events/access.ts';
import { notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { listAlerts, markAllRead, markRead } from './queries.ts';

export const alertListQuery = z.object({
  ...pageFields,
  unread: z.enum(['true', 'false']).default('false'),
});

const member = guard({ access: 'company', subscription: true });

/** In-app alerts: the header's notification dropdown and the /notifications list. */
export const alertRoutes = new Hono<AppEnv>()
  .get('/', member, validate('query', alertListQuery), async (c) => {
    const query = c.req.valid('query');
    const { db, companyId, actor } = c.var;
    const result = await listAlerts(db, companyId, actor.userId, ownerScope(actor), {
      page: query.page,
      pageSize: query.pageSize,
      unread: query.unread === 'true',
    });
    return c.json({ ...result, page: query.page, pageSize: query.pageSize });
  })
  .post('/read-all', member, async (c) => {
    await markAllRead(c.var.db, c.var.companyId, c.var.actor.userId, ownerScope(c.var.actor));
    return c.json({ unreadCount: 0 });
  })
  .post('/:id/read', member, async (c) => {
    const { db, companyId, actor } = c.var;
    const found = await markRead(db, companyId, actor.userId, ownerScope(actor), c.req.param('id'));
    if (!found) throw notFound('Notification not found');
    return c.body(null, 204);
  });
