import { Hono } from 'hono';
import type { AppEnv, Env } from '../../env.ts';
import { guard } from '../../middleware/guard.ts';

export const REMOTES = ['events', 'documents', 'reports', 'account'] as const;
export type RemoteName = (typeof REMOTES)[number];

const VAR_BY_REMOTE: Record<RemoteName, keyof Env> = {
  events: 'MFE_EVENTS_URL',
  documents: 'MFE_DOCUMENTS_URL',
  reports: 'MFE_REPORTS_URL',
  account: 'MFE_ACCOUNT_URL',
};

/** Where each remote's mf-manifest.json lives, so a remote can redeploy without a shell rebuild. */
export function remoteManifests(env: Env): Record<RemoteName, string> {
  const entries = REMOTES.map((name) => {
    const configured = env[VAR_BY_REMOTE[name]];
    return [name, typeof configured === 'string' && configured ? configured : `/mfe/${name}/mf-manifest.json`];
  });
  return Object.fromEntries(entries) as Record<RemoteName, string>;
}

export const mfeManifestRoutes = new Hono<AppEnv>().get('/', guard({ access: 'public' }), (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.json({ remotes: remoteManifests(c.env) });
});
