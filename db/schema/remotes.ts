import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { REMOTE_NAMES, REMOTE_VERSION_ACTIONS } from '@dwell/core/schemas/remote-versions';
import { createdAt, id, timestamp } from './columns.ts';

/**
 * Every published build of a remote, at its own immutable address, so an earlier one can be served again at
 * once (a rollback is a switch of the active row, never a rebuild).
 */
export const remoteVersions = sqliteTable(
  'remote_versions',
  {
    id: id(),
    remote: text({ enum: REMOTE_NAMES }).notNull(),
    version: text().notNull(),
    manifestUrl: text().notNull(),
    /** Who published it: a platform admin's email, or the deploy script's label. */
    publishedBy: text().notNull(),
    publishedAt: createdAt(),
  },
  (t) => [uniqueIndex('remote_versions_remote_version_idx').on(t.remote, t.version)],
);

/** The version of each remote the shell loads now (a remote without a row loads its default address). */
export const remoteActive = sqliteTable('remote_active', {
  remote: text({ enum: REMOTE_NAMES }).primaryKey(),
  versionId: text()
    .notNull()
    .references(() => remoteVersions.id),
  activatedBy: text().notNull(),
  activatedAt: timestamp().notNull(),
});

/** Append-only: every publish, promote and rollback, with who did it and what was active before. */
export const remoteAudit = sqliteTable(
  'remote_audit',
  {
    id: id(),
    remote: text({ enum: REMOTE_NAMES }).notNull(),
    action: text({ enum: REMOTE_VERSION_ACTIONS }).notNull(),
    fromVersion: text(),
    toVersion: text().notNull(),
    actor: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('remote_audit_remote_idx').on(t.remote, t.createdAt)],
);
