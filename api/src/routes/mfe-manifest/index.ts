import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { readRemotes } from '../../lib/remotes/manifests.ts';
import { guard } from '../../middleware/guard.ts';

/** Where each remote lives, the routes its build declared and its live version (see lib/remotes/manifests.ts). */
export const mfeManifestRoutes = new Hono<AppEnv>().get('/', guard({ access: 'public' }), async (c) => {
  const { remotes, routes, versions, version } = await readRemotes(c.env, c.var.db, new URL(c.req.url).origin);
  c.header('Cache-Control', 'no-cache');
  return c.json({ remotes, routes, versions, version });
});
