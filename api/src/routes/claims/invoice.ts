import { and, eq, isNull, sql } from 'drizzle-orm';
import { notFound } from '../../lib/errors.ts';
import { claims } from '../../lib/schema.ts';
import { discardInvoice, pdfResponse, renderInvoice, sentInvoice, storeInvoice } from './invoice-store.ts';
import { type ClaimRow, findClaim } from './queries.ts';
import { type ClaimWriter, historyEntry } from './status.ts';

/**
 * GET /api/claims/:id/invoice.pdf. A draft's invoice is rendered as it stands. A sent claim's is the PDF stored
 * when it was sent, served byte for byte (its SHA-256 as the ETag and in the claim's history), so deleting,
 * archiving or adding evidence, payments or policy changes never alter an invoice the customer holds. A claim
 * sent before invoices were stored gets its invoice stored on its first download, the same way.
 */
export async function invoiceOf({ db, bucket, actor }: ClaimWriter, row: ClaimRow): Promise<Response> {
  const { companyId } = actor;
  if (row.invoiceKey) return pdfResponse(await sentInvoice(bucket, row.invoiceKey), row.number, row.invoiceSha256);
  if (row.sentAt === null) {
    const bytes = await renderInvoice(db, bucket, companyId, row, { issuedAt: Date.now(), status: row.status });
    return pdfResponse(bytes, row.number, null);
  }
  const bytes = await renderInvoice(db, bucket, companyId, row, { issuedAt: row.sentAt.getTime(), status: row.status });
  const stored = await storeInvoice(bucket, companyId, row.id, bytes);
  const mine = sql`EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.id} = ${row.id} AND ${claims.invoiceKey} = ${stored.key})`;
  await db.batch([
    db
      .update(claims)
      .set({ invoiceKey: stored.key, invoiceSha256: stored.sha256 })
      .where(and(eq(claims.id, row.id), isNull(claims.invoiceKey))),
    historyEntry(db, actor, row, 'invoice_stored', { invoiceSha256: stored.sha256 }, mine),
  ]);
  const current = await findClaim(db, companyId, row.id);
  if (current?.invoiceKey === stored.key) return pdfResponse(bytes, row.number, stored.sha256);
  // Another download stored it first: serve theirs, so every answer is the same file.
  await discardInvoice(bucket, stored.key);
  if (!current?.invoiceKey) throw notFound();
  return pdfResponse(await sentInvoice(bucket, current.invoiceKey), row.number, current.invoiceSha256);
}
