import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Actor, Db } from '../../env.ts';
import { ownerScope } from '../../lib/events/access.ts';
import { detentionEvents, eventDocuments } from '../../lib/schema.ts';

/**
 * Whose documents a caller works with. Evidence follows its event: the office roles see the company's
 * documents; a driver sees the documents of their own stops (whoever uploaded them) and, of the documents
 * attached to no stop, only the ones they uploaded themselves.
 */
export interface DocumentScope {
  companyId: string;
  /** The driver the documents are limited to; null for the whole company. */
  ownerId: string | null;
}

/** The caller's scope (a session or an API key acting as its creator). */
export function documentScope(actor: Actor): DocumentScope {
  return { companyId: actor.companyId, ownerId: ownerScope(actor) };
}

/** The caller acting on the documents of their scope, as themself. */
export interface DocumentActor extends DocumentScope {
  userId: string;
}

/** The documents' actor of a company route's actor. */
export const documentActor = (actor: Actor): DocumentActor => ({ ...documentScope(actor), userId: actor.userId });

/** The WHERE that keeps a query on eventDocuments inside the scope. */
export function inScope(db: Db, scope: DocumentScope): SQL | undefined {
  const company = eq(eventDocuments.companyId, scope.companyId);
  if (!scope.ownerId) return company;
  const ownStops = db
    .select({ id: detentionEvents.id })
    .from(detentionEvents)
    .where(and(eq(detentionEvents.companyId, scope.companyId), eq(detentionEvents.userId, scope.ownerId)));
  return and(
    company,
    or(
      inArray(eventDocuments.eventId, ownStops),
      and(isNull(eventDocuments.eventId), eq(eventDocuments.uploadedBy, scope.ownerId)),
    ),
  );
}
