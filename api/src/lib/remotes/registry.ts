/**
 * The registry of remote versions: every published build of each remote and the one the shell loads now.
 * A switch of the active version (promote, rollback) is one conditional write plus its audit row, in a batch.
 */
import { newId } from '@dwell/core/ids';
import {
  type PublishRemoteVersionInput,
  REMOTE_VERSION_MESSAGES,
  type RemoteName,
  type RemoteVersionAction,
} from '@dwell/core/schemas/remote-versions';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { ApiError } from '../errors.ts';
import { insertIf } from '../insert-if.ts';
import { remoteActive, remoteAudit, remoteVersions } from '../schema.ts';

export interface ActiveVersion {
  version: string;
  manifestUrl: string;
  activatedAt: number;
}

/** The active version of each remote that has one. */
export async function activeVersions(db: Db): Promise<Partial<Record<RemoteName, ActiveVersion>>> {
  const rows = await db
    .select({
      remote: remoteActive.remote,
      version: remoteVersions.version,
      manifestUrl: remoteVersions.manifestUrl,
      activatedAt: remoteActive.activatedAt,
    })
    .from(remoteActive)
    .innerJoin(remoteVersions, eq(remoteVersions.id, remoteActive.versionId));
  return Object.fromEntries(
    rows.map((r) => [
      r.remote,
      { version: r.version, manifestUrl: r.manifestUrl, activatedAt: r.activatedAt.getTime() },
    ]),
  );
}

async function versionRow(db: Db, remote: RemoteName, version: string) {
  const [row] = await db
    .select()
    .from(remoteVersions)
    .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version)));
  return row;
}

async function activeRow(db: Db, remote: RemoteName) {
  const [row] = await db
    .select({
      versionId: remoteActive.versionId,
      version: remoteVersions.version,
      publishedAt: remoteVersions.publishedAt,
    })
    .from(remoteActive)
    .innerJoin(remoteVersions, eq(remoteVersions.id, remoteActive.versionId))
    .where(eq(remoteActive.remote, remote));
  return row;
}

/**
 * Makes `version` the active one, if the active one is still `fromId` (null: none yet) when the write runs;
 * the audit row is written under the same condition, first, so both happen or neither. 409 when another
 * switch landed in between.
 */
async function switchActive(
  db: Db,
  remote: RemoteName,
  to: { id: string; version: string },
  from: { versionId: string; version: string } | undefined,
  actor: string,
  action: RemoteVersionAction,
) {
  const now = new Date();
  const stillFrom = from
    ? sql`EXISTS (SELECT 1 FROM ${remoteActive} WHERE ${remoteActive.remote} = ${remote} AND ${remoteActive.versionId} = ${from.versionId})`
    : sql`NOT EXISTS (SELECT 1 FROM ${remoteActive} WHERE ${remoteActive.remote} = ${remote})`;
  const audit = {
    id: newId('rau'),
    remote,
    action,
    fromVersion: from?.version ?? null,
    toVersion: to.version,
    actor,
    createdAt: now,
  };
  const write = from
    ? db
        .update(remoteActive)
        .set({ versionId: to.id, activatedBy: actor, activatedAt: now })
        .where(and(eq(remoteActive.remote, remote), eq(remoteActive.versionId, from.versionId)))
    : db
        .insert(remoteActive)
        .values({ remote, versionId: to.id, activatedBy: actor, activatedAt: now })
        .onConflictDoNothing();
  const [logged] = await db.batch([insertIf(db, remoteAudit, audit, stillFrom), write]);
  if (logged.meta.changes !== 1) throw new ApiError(409, 'changed_meanwhile', REMOTE_VERSION_MESSAGES.changedMeanwhile);
}

/** Records a new build of a remote; it becomes the active one unless the caller stages it. */
export async function publishVersion(db: Db, remote: RemoteName, input: PublishRemoteVersionInput, actor: string) {
  const id = newId('rvr');
  const written = await db
    .insert(remoteVersions)
    .values({ id, remote, version: input.version, manifestUrl: input.manifestUrl, publishedBy: actor })
    .onConflictDoNothing()
    .returning({ id: remoteVersions.id });
  if (written.length === 0) throw new ApiError(409, 'version_exists', REMOTE_VERSION_MESSAGES.versionExists);
  if (input.activate)
    await switchActive(db, remote, { id, version: input.version }, await activeRow(db, remote), actor, 'publish');
}

/** Makes an earlier-published version the active one (a promote, or a rollback to a chosen version). */
export async function activateVersion(db: Db, remote: RemoteName, version: string, actor: string) {
  const target = await versionRow(db, remote, version);
  if (!target) throw new ApiError(404, 'version_unknown', REMOTE_VERSION_MESSAGES.versionUnknown);
  const current = await activeRow(db, remote);
  if (current?.versionId === target.id)
    throw new ApiError(409, 'already_active', REMOTE_VERSION_MESSAGES.alreadyActive);
  const action = current && target.publishedAt < current.publishedAt ? 'rollback' : 'promote';
  await switchActive(db, remote, target, current, actor, action);
}

/** Rolls back to the version published just before the active one. */
export async function rollBack(db: Db, remote: RemoteName, actor: string) {
  const current = await activeRow(db, remote);
  const [earlier] = current
    ? await db
        .select()
        .from(remoteVersions)
        .where(and(eq(remoteVersions.remote, remote), lt(remoteVersions.publishedAt, current.publishedAt)))
        .orderBy(desc(remoteVersions.publishedAt))
        .limit(1)
    : [];
  if (!current || !earlier) throw new ApiError(409, 'no_earlier_version', REMOTE_VERSION_MESSAGES.noEarlier);
  await switchActive(db, remote, earlier, current, actor, 'rollback');
  return earlier.version;
}

/** Each remote's versions (newest first, at most 20) and its recent audit entries, for the admin area. */
export async function registryOf(db: Db, remote: RemoteName) {
  const [versions, audit, active] = await Promise.all([
    db
      .select()
      .from(remoteVersions)
      .where(eq(remoteVersions.remote, remote))
      .orderBy(desc(remoteVersions.publishedAt))
      .limit(20),
    db.select().from(remoteAudit).where(eq(remoteAudit.remote, remote)).orderBy(desc(remoteAudit.createdAt)).limit(20),
    activeRow(db, remote),
  ]);
  return {
    active: active?.version ?? null,
    versions: versions.map((v) => ({
      version: v.version,
      manifestUrl: v.manifestUrl,
      publishedBy: v.publishedBy,
      publishedAt: v.publishedAt.getTime(),
    })),
    audit: audit.map((a) => ({
      action: a.action,
      fromVersion: a.fromVersion,
      toVersion: a.toVersion,
      actor: a.actor,
      at: a.createdAt.getTime(),
    })),
  };
}
