import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env.ts';
import { companyOf, ownerScope } from '../../lib/events/access.ts';
import { notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { requireAuth, requireCompany, requireSubscription } from '../../middleware/session.ts';
import { listAlerts, markAllRead, markRead } from './queries.ts';

export const alertListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  unread: z.enum(['true', 'false']).default('false'),
});

/** In-app alerts: the header's notification dropdown and the /notifications list. */
export const alertRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireCompany, requireSubscription)
  .get('/', validate('query', alertListQuery), async (c) => {
    const query = c.req.valid('query');
    const result = await listAlerts(c.get('db'), companyOf(c), c.get('auth').userId, ownerScope(c), {
      page: query.page,
      pageSize: query.pageSize,
      unread: query.unread === 'true',
    });
    return c.json({ ...result, page: query.page, pageSize: query.pageSize });
  })
  .post('/read-all', async (c) => {
    await markAllRead(c.get('db'), companyOf(c), c.get('auth').userId, ownerScope(c));
    return c.json({ unreadCount: 0 });
  })
  .post('/:id/read', async (c) => {
    const found = await markRead(c.get('db'), companyOf(c), c.get('auth').userId, ownerScope(c), c.req.param('id'));
    if (!found) throw notFound('Notification not found');
    return c.body(null, 204);
  });
