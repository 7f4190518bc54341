import { formatMoney } from '@dwell/core/format';
import { type ClaimStatus, statusAfterPayment, statusAfterReopen } from '@dwell/core/schemas/claims';
import { type CarrierReply, PAYER_MESSAGES } from '@dwell/core/schemas/payer';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { claims, eventDocuments, eventLog } from '../../lib/schema.ts';
import { parseDetails } from '../events/queries/log.ts';
import { discardInvoice, renderInvoice, type StoredInvoice, storeInvoice } from './invoice-store.ts';
import { emailPayer, linkLines } from './payer-email.ts';
import type { ClaimRow } from './queries.ts';
import type { ClaimSender } from './send.ts';
import { payerOf } from './send.ts';
import { changedMeanwhile, historyEntry, stillIn } from './status.ts';

/** The payer's latest answer on the claim's stop (the history entry's details), if any. */
export async function lastPayerAnswer(db: Db, companyId: string, eventId: string) {
  const [row] = await db
    .select({ details: eventLog.details })
    .from(eventLog)
    .where(and(eq(eventLog.companyId, companyId), eq(eventLog.eventId, eventId), eq(eventLog.action, 'payer_answer')))
    .orderBy(desc(eventLog.createdAt))
    .limit(1);
  return row ? parseDetails(row.details) : null;
}

/** The documents a reply points to: active evidence of the claim's own stop, else refused. */
async function replyDocuments(db: Db, row: ClaimRow, ids: string[]) {
  if (ids.length === 0) return [];
  const docs = await db
    .select({ id: eventDocuments.id, name: eventDocuments.name, sha256: eventDocuments.sha256 })
    .from(eventDocuments)
    .where(
      and(
        eq(eventDocuments.companyId, row.companyId),
        eq(eventDocuments.eventId, row.eventId),
        eq(eventDocuments.status, 'active'),
        inArray(eventDocuments.id, ids),
      ),
    );
  if (docs.length !== new Set(ids).size)
    throw new ApiError(422, 'document_not_on_stop', PAYER_MESSAGES.documentNotOnStop);
  return docs;
}

/** Where the reply leaves the claim: its status and amount. */
async function settle(
  db: Db,
  row: ClaimRow,
  reply: CarrierReply,
): Promise<{ status: ClaimStatus; amountCents: number }> {
  const amountCents = row.amountCents;
  // Back with the payer, as it stood before they answered: sent, or partially paid when money came in.
  const reopened = statusAfterReopen(true, row.receivedCents);
  switch (reply.resolution) {
    case 'answer':
      return { status: reopened, amountCents };
    case 'waive':
      return { status: 'waived', amountCents };
    case 'revise': {
      const revised = reply.amountCents ?? 0;
      if (revised >= amountCents || revised < Math.max(1, row.receivedCents))
        throw new ApiError(422, 'amount_invalid', PAYER_MESSAGES.amountInvalid);
      return { status: reopened, amountCents: revised };
    }
    case 'accept': {
      const answer = row.status === 'disputed' ? await lastPayerAnswer(db, row.companyId, row.eventId) : null;
      const counter = answer?.answer === 'dispute' ? answer.counterAmountCents : null;
      if (typeof counter !== 'number') throw new ApiError(409, 'no_counter_amount', PAYER_MESSAGES.acceptOnlyDispute);
      if (counter === 0) return { status: 'waived', amountCents };
      // Money already received above the counter-amount stays recorded: the claim is then paid.
      const accepted = Math.max(counter, row.receivedCents);
      return {
        status: row.receivedCents > 0 ? statusAfterPayment(accepted, row.receivedCents) : 'approved',
        amountCents: accepted,
      };
    }
  }
}

/**
 * The carrier's reply to the payer's dispute or question: a note and documents of the stop, and how it settles
 * — stand by the claim (sent again), a revised amount (sent again, with a revised invoice), the payer's
 * counter-amount accepted (approved at that amount), or waived. The payer is emailed with a link to the page.
 * The history entry and the claim's change are one batch guarded by the status the claim was read in.
 */
export async function replyToPayer(s: ClaimSender, row: ClaimRow, reply: CarrierReply) {
  const { db } = s;
  if (row.status !== 'disputed' && row.status !== 'question')
    throw new ApiError(409, 'nothing_to_reply', PAYER_MESSAGES.nothingToReply);
  const [documents, next, payer] = await Promise.all([
    replyDocuments(db, row, reply.documentIds),
    settle(db, row, reply),
    payerOf(db, row),
  ]);
  const now = Date.now();
  let invoice: StoredInvoice | null = null;
  if (next.amountCents !== row.amountCents) {
    const bytes = await renderInvoice(
      db,
      s.bucket,
      row.companyId,
      { ...row, amountCents: next.amountCents },
      {
        issuedAt: now,
        status: next.status,
      },
    );
    invoice = await storeInvoice(s.bucket, row.companyId, row.id, bytes);
  }
  let logged: { meta: { changes: number } };
  try {
    [logged] = await db.batch([
      historyEntry(
        db,
        s.actor,
        row,
        'carrier_reply',
        {
          message: reply.message,
          documents,
          resolution: reply.resolution,
          from: row.status,
          status: next.status,
          fromAmountCents: row.amountCents,
          amountCents: next.amountCents,
          ...(invoice ? { invoiceSha256: invoice.sha256 } : {}),
        },
        stillIn(row),
      ),
      db
        .update(claims)
        .set({
          status: next.status,
          amountCents: next.amountCents,
          closedAt: next.status === 'waived' || next.status === 'paid' ? new Date(now) : null,
          updatedAt: new Date(now),
          ...(invoice ? { invoiceKey: invoice.key, invoiceSha256: invoice.sha256 } : {}),
        })
        .where(and(eq(claims.id, row.id), eq(claims.status, row.status))),
    ]);
  } catch (error) {
    if (invoice) await discardInvoice(s.bucket, invoice.key);
    throw error;
  }
  if (logged.meta.changes !== 1) {
    if (invoice) await discardInvoice(s.bucket, invoice.key);
    throw changedMeanwhile();
  }
  const amount = formatMoney(next.amountCents - row.receivedCents);
  await emailPayer(s, row.id, payer, 'claim_reply', (f) => ({
    subject: `Reply on detention claim ${row.number} from ${f.companyName}`,
    text: [
      `Hello ${f.contactName},`,
      '',
      `${f.companyName} replied on claim ${row.number} (${row.facilityName}${row.loadNumber ? `, load ${row.loadNumber}` : ''}):`,
      '',
      reply.message,
      '',
      ...(documents.length > 0 ? [`New evidence: ${documents.map((d) => d.name).join(', ')}`, ''] : []),
      next.status === 'waived' ? 'The claim is withdrawn: nothing is owed.' : `Amount now owed: ${amount}.`,
      '',
      ...linkLines(f),
    ].join('\n'),
  }));
}
