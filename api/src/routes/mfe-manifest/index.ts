import type { RouteDeclaration } from '@dwell/core/schemas/remote-routes';
import { REMOTE_NAMES, type RemoteName } from '@dwell/core/schemas/remote-versions';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { readRemotes } from '../../lib/remotes/manifests.ts';
import { guard } from '../../middleware/guard.ts';

export const mfeManifestRoutes = new Hono<AppEnv>().get('/', guard({ access: 'public' }), async (c) => {
  const { remotes, builds, versions } = await readRemotes(c.env, c.var.db, new URL(c.req.url).origin);
  c.header('Cache-Control', 'no-cache');
  const routes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, builds[name]?.routes ?? null]));
  return c.json({
    remotes,
    routes: routes as Record<RemoteName, readonly RouteDeclaration[] | null>,
    versions,
  });
});
