import { reauthSchema } from '@dwell/core/schemas/auth';
import { AUTH } from '@dwell/core/messages';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { sessionConfig } from '../../lib/session-config.ts';
import { toSessionInfo } from '../../lib/session-info.ts';
import { activeSessionsOf, audit, extendSession, terminateSession, terminateUserSessions } from '../../lib/sessions.ts';
import { afterResponse, timerFor } from '../../lib/timer.ts';
import { validate } from '../../lib/validate.ts';
import { sameOriginSocket } from '../../middleware/csrf.ts';
import { guard } from '../../middleware/guard.ts';
import { ownsActiveSession } from './queries.ts';
import { reauthenticate } from './reauth.ts';

const signedIn = guard({ access: 'authenticated' });

/** The signed-in session itself: read it, keep it alive, listen to its timer, and manage the others. */
export const sessionRoutes = new Hono<AppEnv>()
  .get('/session', signedIn, (c) => c.json({ session: toSessionInfo(c.var.auth, sessionConfig(c.env)) }))
  .post('/session/activity', signedIn, (c) => c.json({ expiresAt: c.var.auth.expiresAt }))
  .post('/session/extend', signedIn, async (c) => {
    const { auth } = c.var;
    const expiresAt = await extendSession(c.var.db, auth, sessionConfig(c.env));
    await timerFor(c.env, auth.sessionId).sync(expiresAt);
    await audit(c.var.db, { userId: auth.userId, sessionId: auth.sessionId, type: 'session_extended' });
    return c.json({ expiresAt, message: AUTH.sessionExtended });
  })
  .get('/session/socket', signedIn, sameOriginSocket, async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      throw new ApiError(426, 'upgrade_required', 'Open this address as a WebSocket.');
    }
    const upgraded = await timerFor(c.env, c.var.auth.sessionId).fetch(c.req.raw);
    // A fresh answer: the Durable Object's headers are immutable and the middleware adds its own.
    return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket });
  })
  .get('/sessions', signedIn, async (c) => {
    const { auth } = c.var;
    const rows = await activeSessionsOf(c.var.db, auth.userId);
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
  .post('/sessions/:id/end', signedIn, validate('json', reauthSchema), async (c) => {
    const { db, auth } = c.var;
    const id = c.req.param('id');
    await reauthenticate(c, auth, c.req.valid('json').password);
    if (!(await ownsActiveSession(db, auth.userId, id))) throw notFound('That session is not active.');
    await terminateSession(db, id, 'user_logout');
    afterResponse(c, () => timerFor(c.env, id).end('user_logout'));
    return c.json({ message: 'Session signed out.' });
  })
  .post('/sessions/end-others', signedIn, validate('json', reauthSchema), async (c) => {
    const { auth } = c.var;
    await reauthenticate(c, auth, c.req.valid('json').password);
    const ended = await terminateUserSessions(c.var.db, auth.userId, 'user_logout', auth.sessionId);
    for (const id of ended) afterResponse(c, () => timerFor(c.env, id).end('user_logout'));
    return c.json({ message: 'All other sessions were signed out.', sessionsEnded: ended.length });
  });
