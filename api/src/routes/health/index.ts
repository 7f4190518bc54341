import { REMOTE_NAMES } from '@dwell/core/schemas/remote-versions';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { cachedActiveVersions } from '../../lib/remotes/active-cache.ts';
import { guard } from '../../middleware/guard.ts';

/**
 * Liveness, and which build of Dwell is live: `version` names the API build and each remote's active version
 * (a remote without a registered version loads its default address: 'default'). Open tabs poll it and offer
 * a reload when it changes. The remote versions come from a per-isolate cache, so a poll rarely reaches D1.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', guard({ access: 'public' }), async (c) => {
  const active = await cachedActiveVersions(c.var.db);
  const parts = [
    `api:${c.env.DWELL_BUILD || 'dev'}`,
    ...REMOTE_NAMES.map((r) => `${r}:${active[r]?.version ?? 'default'}`),
  ];
  c.header('Cache-Control', 'no-store');
  return c.json({ ok: true as const, version: parts.join(' ') });
});
