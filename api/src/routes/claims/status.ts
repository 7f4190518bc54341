import { newId } from '@dwell/core/ids';
import { CLAIM_MESSAGES, type ClaimStatus, statusAfterReopen } from '@dwell/core/schemas/claims';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor, Db } from '../../env.ts';
import { publishChanges } from '../../lib/events/live.ts';
import { ApiError } from '../../lib/errors.ts';
import { claims, eventLog } from '../../lib/schema.ts';
import { insertIf } from '../../lib/insert-if.ts';
import type { RequestContext } from '../../lib/timer.ts';
import { emitClaimWebhooks } from '../webhooks/emit.ts';
import { discardInvoice, renderInvoice, type StoredInvoice, storeInvoice } from './invoice-store.ts';
import type { ClaimRow } from './queries.ts';

export const changedMeanwhile = () => new ApiError(409, 'conflict', CLAIM_MESSAGES.changedMeanwhile);

/** Whether the claim is still in the status it was read in (the guard of every write that moves it). */
export const stillIn = (row: ClaimRow): SQL =>
  sql`EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.id} = ${row.id} AND ${claims.status} = ${row.status})`;

/** A history entry of the claim (on its stop's event log), written only while `condition` holds. */
export function historyEntry(db: Db, actor: Actor, row: ClaimRow, action: string, details: object, condition: SQL) {
  return insertIf(
    db,
    eventLog,
    {
      id: newId('log'),
      companyId: actor.companyId,
      eventId: row.eventId,
      actorUserId: actor.userId,
      action,
      details: JSON.stringify({ number: row.number, ...details }),
      createdAt: new Date(),
    },
    condition,
  );
}

/** Tells the company's open screens, and its webhook endpoints when the status moved, that the claim changed. */
export function publishClaim(c: RequestContext, row: ClaimRow) {
  publishChanges(c, row.companyId, [{ topic: 'claims' }, { topic: 'events', eventId: row.eventId }]);
  emitClaimWebhooks(c, row);
}

/** Where a claim's writes go: the company's database and its evidence bucket (sent invoices), as the actor. */
export interface ClaimWriter {
  db: Db;
  bucket: R2Bucket;
  actor: Actor;
}

/**
 * The invoice as it is sent, stored once: the first time a claim is sent it is rendered, put in R2 and its
 * hash recorded; a claim re-sent after a dispute keeps the invoice it was first sent with.
 */
export async function invoiceToSend(w: ClaimWriter, row: ClaimRow, now: number): Promise<StoredInvoice | null> {
  if (row.invoiceKey) return null;
  const bytes = await renderInvoice(w.db, w.bucket, w.actor.companyId, row, {
    issuedAt: row.sentAt?.getTime() ?? now,
    status: 'sent',
  });
  return storeInvoice(w.bucket, w.actor.companyId, row.id, bytes);
}

/**
 * Moves a claim by hand (sent, disputed, waived) with its reason. The history entry and the UPDATE are one
 * batch guarded by the status the claim was read in, so two people acting at once move it once.
 */
export async function changeStatus(w: ClaimWriter, row: ClaimRow, status: ClaimStatus, note: string | null) {
  const { db } = w;
  const now = Date.now();
  const invoice = status === 'sent' ? await invoiceToSend(w, row, now) : null;
  const [logged] = await guarded(w, invoice, [
    historyEntry(
      db,
      w.actor,
      row,
      'claim_status',
      { from: row.status, status, note, ...(invoice ? { invoiceSha256: invoice.sha256 } : {}) },
      stillIn(row),
    ),
    db
      .update(claims)
      .set({
        status,
        sentAt: status === 'sent' ? (row.sentAt ?? new Date(now)) : row.sentAt,
        closedAt: status === 'waived' ? new Date(now) : null,
        updatedAt: new Date(now),
        ...(invoice ? { invoiceKey: invoice.key, invoiceSha256: invoice.sha256 } : {}),
      })
      .where(and(eq(claims.id, row.id), eq(claims.status, row.status))),
  ]);
  if (logged.meta.changes !== 1) {
    if (invoice) await discardInvoice(w.bucket, invoice.key);
    throw changedMeanwhile();
  }
}

/** Runs a claim's batch; an invoice stored for it is removed again when the batch fails. */
async function guarded<T extends Parameters<Db['batch']>[0]>(w: ClaimWriter, invoice: StoredInvoice | null, batch: T) {
  try {
    return await w.db.batch(batch);
  } catch (error) {
    if (invoice) await discardInvoice(w.bucket, invoice.key);
    throw error;
  }
}

/** Reopens a waived claim (the undo of a write-off) where it was: a draft, or sent / partially paid. */
export async function reopenClaim(db: Db, actor: Actor, row: ClaimRow, reason: string) {
  if (row.status !== 'waived') throw new ApiError(409, 'not_waived', CLAIM_MESSAGES.notWaived);
  const status = statusAfterReopen(row.sentAt !== null, row.receivedCents);
  const [logged] = await db.batch([
    historyEntry(db, actor, row, 'claim_reopened', { from: row.status, status, note: reason }, stillIn(row)),
    db
      .update(claims)
      .set({ status, closedAt: null, updatedAt: new Date() })
      .where(and(eq(claims.id, row.id), eq(claims.status, row.status))),
  ]);
  if (logged.meta.changes !== 1) throw changedMeanwhile();
}
