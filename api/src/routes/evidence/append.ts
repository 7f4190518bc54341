import { newId } from '@dwell/core/ids';
import { DOCUMENT_MESSAGES } from '@dwell/core/schemas/documents';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { type EvidenceAction, evidenceLog } from '../../lib/schema.ts';
import type { FullRow } from '../../lib/insert-if.ts';
import { entryHash, GENESIS_HASH } from '@dwell/core/evidence-chain';

export interface EntryRequest {
  companyId: string;
  chain: string;
  action: EvidenceAction;
  documentId: string;
  documentSha256: string;
  actorUserId: string;
}

export type EvidenceRow = FullRow<typeof evidenceLog>;

/** The entry that would come next in its chain now: one more than the head, linked to the head's hash. */
export async function nextEntry(db: Db, request: EntryRequest, now = Date.now()): Promise<EvidenceRow> {
  const [head] = await db
    .select({ seq: evidenceLog.seq, hash: evidenceLog.hash })
    .from(evidenceLog)
    .where(and(eq(evidenceLog.companyId, request.companyId), eq(evidenceLog.chain, request.chain)))
    .orderBy(desc(evidenceLog.seq))
    .limit(1);
  const seq = (head?.seq ?? 0) + 1;
  const prevHash = head?.hash ?? GENESIS_HASH;
  const hash = entryHash({ ...request, seq, prevHash, createdAt: now });
  return { id: newId('evd'), ...request, seq, prevHash, hash, createdAt: new Date(now) };
}

/** Thrown by an attempt whose document changed under it; the next attempt reads it again. */
export class StaleRead extends Error {}

function isSeqConflict(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (String((e as Error).message ?? e).includes('UNIQUE constraint failed: evidence_log.company_id')) return true;
  }
  return false;
}

const ATTEMPTS = 8;

/** A wait before the next attempt: doubling from 5 ms with full jitter, so racing writers spread out. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt));

/**
 * Runs a read-then-write of a chain again when another writer took the chain's next place first (the
 * unique (company, chain, seq) index refuses the second) or the document changed (StaleRead). Every change
 * to a document appends to its chain, so this orders all changes to one chain without a lock. When the
 * chain stays contended, the caller is asked to try again (409 with Retry-After) rather than failing.
 */
export async function withChainRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof StaleRead || isSeqConflict(error))) throw error;
      if (i >= ATTEMPTS) {
        throw new ApiError(409, 'evidence_busy', DOCUMENT_MESSAGES.evidenceBusy, { retryAfter: 1 });
      }
      await backoff(i);
    }
  }
}
