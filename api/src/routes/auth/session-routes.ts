import { AUTH } from '@dwell/core/messages';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { userSessions } from '../../lib/schema.ts';
import { sessionConfig } from '../../lib/session-config.ts';
import { toSessionInfo } from '../../lib/session-info.ts';
import { audit, extendSession, terminateSession, terminateUserSessions } from '../../lib/sessions.ts';
import { afterResponse, timerFor } from '../../lib/timer.ts';
import { validate } from '../../lib/validate.ts';
import { sameOriginSocket } from '../../middleware/csrf.ts';
import { requireAuth } from '../../middleware/session.ts';
import { reauthenticate, reauthSchema } from './reauth.ts';

/** The signed-in session itself: read it, keep it alive, listen to its timer, and manage the others. */
export const sessionRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/session', (c) => c.json({ session: toSessionInfo(c.get('auth'), sessionConfig(c.env)) }))
  .post('/session/activity', (c) => c.json({ expiresAt: c.get('auth').expiresAt }))
  .post('/session/extend', async (c) => {
    const auth = c.get('auth');
    const expiresAt = await extendSession(c.get('db'), auth, sessionConfig(c.env));
    await timerFor(c.env, auth.sessionId).sync(expiresAt);
    await audit(c.get('db'), { userId: auth.userId, sessionId: auth.sessionId, type: 'session_extended' });
    return c.json({ expiresAt, message: AUTH.sessionExtended });
  })
  .get('/session/socket', sameOriginSocket, async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      throw new ApiError(426, 'upgrade_required', 'Open this address as a WebSocket.');
    }
    const upgraded = await timerFor(c.env, c.get('auth').sessionId).fetch(c.req.raw);
    // A fresh answer: the Durable Object's headers are immutable and the middleware adds its own.
    return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket });
  })
  .get('/sessions', async (c) => {
    const auth = c.get('auth');
    const rows = await c
      .get('db')
      .select({
        id: userSessions.id,
        createdAt: userSessions.createdAt,
        lastActivity: userSessions.lastActivity,
        expiresAt: userSessions.expiresAt,
        ipAddress: userSessions.ipAddress,
        userAgent: userSessions.userAgent,
      })
      .from(userSessions)
      .where(and(eq(userSessions.userId, auth.userId), eq(userSessions.isActive, true)))
      .orderBy(desc(userSessions.lastActivity));
    const now = Date.now();
    return c.json({
      sessions: rows
        .filter((s) => s.expiresAt.getTime() > now)
        .map((s) => ({
          id: s.id,
          createdAt: s.createdAt.getTime(),
          lastActivity: s.lastActivity.getTime(),
          ipAddress: s.ipAddress,
          userAgent: s.userAgent,
          current: s.id === auth.sessionId,
        })),
    });
  })
  .post('/sessions/:id/end', validate('json', reauthSchema), async (c) => {
    const auth = c.get('auth');
    const id = c.req.param('id');
    const db = c.get('db');
    await reauthenticate(c, c.req.valid('json').password);
    const [owned] = await db
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(and(eq(userSessions.id, id), eq(userSessions.userId, auth.userId), eq(userSessions.isActive, true)));
    if (!owned) throw notFound('That session is not active.');
    await terminateSession(db, id, 'user_logout');
    afterResponse(c, () => timerFor(c.env, id).end('user_logout'));
    return c.json({ message: 'Session signed out.' });
  })
  .post('/sessions/end-others', validate('json', reauthSchema), async (c) => {
    const auth = c.get('auth');
    await reauthenticate(c, c.req.valid('json').password);
    const ended = await terminateUserSessions(c.get('db'), auth.userId, 'user_logout', auth.sessionId);
    for (const id of ended) afterResponse(c, () => timerFor(c.env, id).end('user_logout'));
    return c.json({ message: 'All other sessions were signed out.', sessionsEnded: ended.length });
  });
