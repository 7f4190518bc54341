import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { seesAllEvents } from '../../lib/events/access.ts';
import { hubFor } from '../../lib/events/live.ts';
import { ApiError } from '../../lib/errors.ts';
import { sameOriginSocket } from '../../middleware/csrf.ts';
import { guard } from '../../middleware/guard.ts';

/**
 * GET /api/live: a WebSocket to the company's hub. The browser hears {type:'changed', topics, eventIds}
 * (at most 2 per second, docs/product.md#constants) and refetches; who is listening is decided here, from the session.
 */
export const liveRoutes = new Hono<AppEnv>().get(
  '/',
  guard({ access: 'company', subscription: true }),
  sameOriginSocket,
  async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      throw new ApiError(426, 'upgrade_required', 'Open this address as a WebSocket.');
    }
    const { actor } = c.var;
    const headers = new Headers({
      upgrade: 'websocket',
      'x-dwell-user': actor.userId,
      'x-dwell-sees-all': seesAllEvents(actor.role) ? '1' : '0',
    });
    const upgraded = await hubFor(c.env, c.var.companyId).fetch(new Request(c.req.url, { headers }));
    // A fresh answer: the Durable Object's headers are immutable and the middleware adds its own.
    return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket });
  },
);
