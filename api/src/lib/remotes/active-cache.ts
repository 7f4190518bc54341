/**
 * The active remote versions, read from D1 at most every few seconds per isolate: /api/health answers from
 * here on every poll of every open tab, and a liveness check must stay cheap.
 */
import { REMOTE_NAMES, type RemoteName } from '@dwell/core/schemas/remote-versions';
import type { Db, Env } from '../../env.ts';
import { type ActiveVersion, activeVersions } from './registry.ts';

const FRESH_MS = 10_000;
let cached: { at: number; value: Promise<Partial<Record<RemoteName, ActiveVersion>>> } | null = null;

/** The active versions, at most FRESH_MS old (a failed read is not kept). */
export function cachedActiveVersions(db: Db): Promise<Partial<Record<RemoteName, ActiveVersion>>> {
  const now = Date.now();
  if (cached && now - cached.at < FRESH_MS) return cached.value;
  const value = activeVersions(db);
  const entry = { at: now, value };
  cached = entry;
  value.catch(() => {
    if (cached === entry) cached = null;
  });
  return value;
}

/** After a switch in this isolate, the next read goes to D1. */
export function forgetActiveVersions(): void {
  cached = null;
}

/**
 * Which build of Dwell is live, in one string: the API build and each remote's active version ('default': a
 * remote without a registered version loads its default address). A tab learns the one it loaded from
 * /api/mfe-manifest and polls /api/health for the live one; a different string means it runs old code.
 */
export function liveVersion(env: Pick<Env, 'DWELL_BUILD'>, active: Partial<Record<RemoteName, ActiveVersion>>): string {
  return [
    `api:${env.DWELL_BUILD || 'dev'}`,
    ...REMOTE_NAMES.map((r) => `${r}:${active[r]?.version ?? 'default'}`),
  ].join(' ');
}
