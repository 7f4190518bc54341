import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { terminateUserSessions } from '../../lib/sessions.ts';
import { afterResponse, timerFor } from '../../lib/timer.ts';
import { requireAuth, requireRole } from '../../middleware/session.ts';
import { notFound } from '../../lib/errors.ts';
import { users } from '../../lib/schema.ts';
import { eq } from 'drizzle-orm';

/** Platform administration (SPEC §2.17, §4.4): only the platform admin role reaches these. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireRole('admin'))
  .post('/users/:id/sessions/end', async (c) => {
    const userId = c.req.param('id');
    const [user] = await c.get('db').select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('No such user.');
    const ended = await terminateUserSessions(c.get('db'), userId, 'force_cleanup');
    for (const id of ended) afterResponse(c, () => timerFor(c.env, id).end('force_cleanup'));
    return c.json({ message: `Signed out ${ended.length} session(s).`, sessionsEnded: ended.length });
  });
