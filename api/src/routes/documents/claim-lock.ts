import { fill } from '@dwell/core/messages';
import { CLAIM_MESSAGES } from '@dwell/core/schemas/claims';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { claims, type EventDocument } from '../../lib/schema.ts';

/**
 * Evidence behind a claim that has been sent is kept: the customer holds an invoice listing it. Refuses the
 * deletion with the claim's number (archiving stays possible); a document of no stop, or of a stop whose claim
 * is still a draft, may go.
 */
export async function assertNotOnSentClaim(db: Db, doc: Pick<EventDocument, 'eventId'>): Promise<void> {
  if (!doc.eventId) return;
  const [claim] = await db
    .select({ number: claims.number })
    .from(claims)
    .where(and(eq(claims.eventId, doc.eventId), isNotNull(claims.sentAt)));
  if (claim) throw new ApiError(409, 'evidence_on_sent_claim', fill(CLAIM_MESSAGES.evidenceLocked, claim));
}

/** The same rule as part of the delete's own statements, so a claim sent meanwhile still wins. */
export function notOnSentClaim(doc: Pick<EventDocument, 'eventId'>): SQL {
  if (!doc.eventId) return sql`1`;
  return sql`NOT EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.eventId} = ${doc.eventId} AND ${claims.sentAt} IS NOT NULL)`;
}
