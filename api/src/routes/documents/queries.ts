import {
  type DocumentPageQuery,
  type DocumentView,
  GENERAL_EVIDENCE,
  type ListQuery,
} from '@dwell/core/schemas/documents';
import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { contains } from '../../lib/contains.ts';
import { type EventDocument, eventDocuments } from '../../lib/schema.ts';
import { type DocumentScope, inScope } from './scope.ts';

/** How many documents the company stores (active and archived), for the tier's maxDocuments. */
export async function countDocuments(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eventDocuments).where(eq(eventDocuments.companyId, companyId));
  return row?.n ?? 0;
}

/** One document the scope may see, or undefined (another driver's evidence is as absent as a made-up id). */
export async function findDocument(db: Db, scope: DocumentScope, id: string): Promise<EventDocument | undefined> {
  const [row] = await db
    .select()
    .from(eventDocuments)
    .where(and(eq(eventDocuments.id, id), inScope(db, scope)));
  return row;
}

/**
 * The documents the scope may see (docs/product.md#validation Document list): a case-insensitive substring of name or
 * description, an exact category ('all' for any), a status, and date (default, newest first) or name order.
 */
/** The list's filters as WHERE terms (the screen's and the API's lists alike). */
export function filterConditions(query: Pick<ListQuery, 'eventId' | 'category' | 'status' | 'q'>): SQL[] {
  const conditions: SQL[] = [];
  if (query.eventId) conditions.push(eq(eventDocuments.eventId, query.eventId));
  if (query.category !== 'all') conditions.push(eq(eventDocuments.category, query.category));
  if (query.status !== 'all') conditions.push(eq(eventDocuments.status, query.status));
  if (query.q) {
    const match = or(contains(eventDocuments.name, query.q), contains(eventDocuments.description, query.q));
    if (match) conditions.push(match);
  }
  return conditions;
}

/** The documents of a list, as a query to run whole or a page at a time; the WHERE terms for its count. */
function listed(db: Db, scope: DocumentScope, query: ListQuery) {
  const where = and(inScope(db, scope), ...filterConditions(query));
  const order = query.dir === 'asc' ? asc : desc;
  const primary =
    query.sort === 'name' ? order(sql`${eventDocuments.name} collate nocase`) : order(eventDocuments.createdAt);
  return { where, rows: db.select().from(eventDocuments).where(where).orderBy(primary, order(eventDocuments.id)) };
}

/** Every document of the list (the public API's v1, which has no pages). */
export async function listDocuments(db: Db, scope: DocumentScope, query: ListQuery): Promise<EventDocument[]> {
  return listed(db, scope, query).rows;
}

/** One page of the list and how many documents the whole list holds, in one round trip to D1. */
export async function pageOfDocuments(db: Db, scope: DocumentScope, query: DocumentPageQuery) {
  const { where, rows } = listed(db, scope, query);
  const [page, totals] = await db.batch([
    rows.limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(eventDocuments).where(where),
  ]);
  return { rows: page, total: totals[0]?.n ?? 0 };
}

/** The documents whose evidence lives in one chain: an event's, or 'general' for those without an event. */
export async function documentsOfChain(db: Db, companyId: string, chain: string): Promise<EventDocument[]> {
  const inChain = chain === GENERAL_EVIDENCE ? isNull(eventDocuments.eventId) : eq(eventDocuments.eventId, chain);
  return db
    .select()
    .from(eventDocuments)
    .where(and(eq(eventDocuments.companyId, companyId), inChain));
}

/** The evidence chain a document belongs to. */
export const chainOf = (doc: Pick<EventDocument, 'eventId'>): string => doc.eventId ?? GENERAL_EVIDENCE;

function parseMetadata(raw: string, size: number): DocumentView['metadata'] {
  try {
    const value = JSON.parse(raw) as Partial<DocumentView['metadata']>;
    const tags = Array.isArray(value.tags) ? value.tags.filter((t): t is string => typeof t === 'string') : undefined;
    return {
      size: typeof value.size === 'number' ? value.size : size,
      lastModified: typeof value.lastModified === 'number' ? value.lastModified : 0,
      ...(tags ? { tags } : {}),
    };
  } catch {
    return { size, lastModified: 0 };
  }
}

/** A document row as the API shows it; the object key never leaves the server. */
export function toView(row: EventDocument): DocumentView {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    description: row.description,
    type: row.type,
    size: row.size,
    sha256: row.sha256,
    category: row.category,
    metadata: parseMetadata(row.metadata, row.size),
    status: row.status,
    archivedAt: row.archivedAt ? row.archivedAt.getTime() : null,
    createdAt: row.createdAt.getTime(),
    url: `/api/documents/${row.id}/download`,
  };
}
