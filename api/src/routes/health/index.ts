import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { cachedActiveVersions, liveVersion } from '../../lib/remotes/active-cache.ts';
import { guard } from '../../middleware/guard.ts';

/**
 * Liveness, and which build of Dwell is live (`version`, see liveVersion). Open tabs poll it and offer a reload
 * when it changes. The remote versions come from a per-isolate cache, so a poll rarely reaches D1.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', guard({ access: 'public' }), async (c) => {
  const version = liveVersion(c.env, await cachedActiveVersions(c.var.db));
  c.header('Cache-Control', 'no-store');
  return c.json({ ok: true as const, version });
});
