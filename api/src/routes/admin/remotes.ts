import {
  activateRemoteVersionSchema,
  publishRemoteVersionSchema,
  REMOTE_NAMES,
  type RemoteName,
  remoteNameSchema,
} from '@dwell/core/schemas/remote-versions';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env.ts';
import { forgetActiveVersions } from '../../lib/remotes/active-cache.ts';
import { activateVersion, publishVersion, registryOf, rollBack } from '../../lib/remotes/registry.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';

const platformAdmin = guard({ access: 'admin' });
const remoteParam = validate('param', z.object({ remote: remoteNameSchema }));

/**
 * The platform admin's remote versions: every published build of each remote, the active one, and the audit;
 * publish (the deploy script), promote and roll back, with no redeploy of anything. The actor is the admin's
 * email in the audit.
 */
export const remoteVersionRoutes = new Hono<AppEnv>()
  .get('/', platformAdmin, async (c) => {
    const remotes = await Promise.all(
      REMOTE_NAMES.map(async (name) => ({ name, ...(await registryOf(c.var.db, name)) })),
    );
    return c.json({ remotes });
  })
  .post('/:remote/versions', platformAdmin, remoteParam, validate('json', publishRemoteVersionSchema), async (c) => {
    const remote: RemoteName = c.req.valid('param').remote;
    await publishVersion(c.var.db, remote, c.req.valid('json'), c.var.auth.email);
    forgetActiveVersions();
    return c.json({ name: remote, ...(await registryOf(c.var.db, remote)) }, 201);
  })
  .post('/:remote/activate', platformAdmin, remoteParam, validate('json', activateRemoteVersionSchema), async (c) => {
    const { remote } = c.req.valid('param');
    await activateVersion(c.var.db, remote, c.req.valid('json').version, c.var.auth.email);
    forgetActiveVersions();
    return c.json({ name: remote, ...(await registryOf(c.var.db, remote)) });
  })
  .post('/:remote/rollback', platformAdmin, remoteParam, async (c) => {
    const { remote } = c.req.valid('param');
    await rollBack(c.var.db, remote, c.var.auth.email);
    forgetActiveVersions();
    return c.json({ name: remote, ...(await registryOf(c.var.db, remote)) });
  });
