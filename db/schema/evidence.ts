import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, timestamp } from './columns.ts';
import { companies } from './companies.ts';

export const EVIDENCE_ACTIONS = ['uploaded', 'archived', 'restored', 'deleted'] as const;
export type EvidenceAction = (typeof EVIDENCE_ACTIONS)[number];

/** The chain of documents that belong to no event. */
export const GENERAL_CHAIN = 'general';

/**
 * Append-only, hash-chained log of what happened to the evidence of one event (or of the 'general' chain):
 * each entry's hash covers the previous entry's hash, so an altered, removed or reordered entry shows.
 * documentId, chain and actorUserId carry no foreign keys on purpose: a cascade or 'set null' would rewrite
 * rows of a log that must never change, and the log outlives the documents, events and users it names.
 */
export const evidenceLog = sqliteTable(
  'evidence_log',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The event id, or 'general'. */
    chain: text().notNull(),
    /** 1, 2, 3… within (company, chain); the unique index makes two writers racing for a place fail. */
    seq: integer().notNull(),
    prevHash: text().notNull(),
    hash: text().notNull(),
    action: text({ enum: EVIDENCE_ACTIONS }).notNull(),
    documentId: text().notNull(),
    /** SHA-256 (hex) of the document's bytes when the action happened; a deletion keeps the deleted file's. */
    documentSha256: text().notNull(),
    actorUserId: text().notNull(),
    createdAt: timestamp().notNull(),
  },
  (t) => [
    uniqueIndex('evidence_chain_seq_unique').on(t.companyId, t.chain, t.seq),
    index('evidence_document_idx').on(t.documentId, t.seq),
  ],
);

export type EvidenceEntry = typeof evidenceLog.$inferSelect;
