import { CLAIM_MESSAGES } from '@dwell/core/schemas/claims';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { invoicePdf } from '../../lib/events/invoice.ts';
import { ApiError } from '../../lib/errors.ts';
import { eventZone } from '../../lib/events/zones.ts';
import { companies } from '../../lib/schema.ts';
import { type ClaimRow, evidenceFilesOf, toClaim } from './queries.ts';

/**
 * The invoice PDF of a claim as it stands: the frozen snapshot, the company, and the evidence on file listed and,
 * read from `bucket`, attached.
 */
export async function renderInvoice(
  db: Db,
  bucket: R2Bucket,
  companyId: string,
  row: ClaimRow,
  at: { issuedAt: number; status: string },
): Promise<Uint8Array> {
  const [[company], evidence, stopTimeZone] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, companyId)),
    evidenceFilesOf(db, companyId, row.eventId),
    eventZone(db, companyId, row.eventId),
  ]);
  if (!company) throw new ApiError(404, 'not_found', 'Company not found');
  const claim = toClaim(row, at.issuedAt);
  return invoicePdf(
    {
      number: claim.number,
      issuedAt: at.issuedAt,
      amountCents: claim.amountCents,
      receivedCents: claim.receivedCents,
      status: at.status,
      company,
      timeZone: company.timezone,
      stopTimeZone,
      snapshot: claim.snapshot,
      evidence,
    },
    bucket,
  );
}

/** A PDF stored as sent: where it lies in the DOCUMENTS bucket and its SHA-256 (hex). */
export interface StoredInvoice {
  key: string;
  sha256: string;
}

/**
 * Stores the invoice as sent under a key of its own (named by its hash), so two sends racing never overwrite
 * each other's file: the claim row records the one whose UPDATE won, and the loser removes its own.
 */
export async function storeInvoice(
  bucket: R2Bucket,
  companyId: string,
  claimId: string,
  bytes: Uint8Array,
): Promise<StoredInvoice> {
  const sha256 = encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
  const key = `${companyId}/claims/${claimId}/invoice-${sha256}.pdf`;
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: 'application/pdf' },
    customMetadata: { sha256 },
    sha256,
  });
  return { key, sha256 };
}

/** Removes a stored invoice that lost a race; a leftover object is logged, never fatal. */
export async function discardInvoice(bucket: R2Bucket, key: string): Promise<void> {
  try {
    await bucket.delete(key);
  } catch (error) {
    console.error(JSON.stringify({ orphanedInvoice: key, error: String(error).slice(0, 300) }));
  }
}

/** The bytes of the invoice as it was sent. */
export async function sentInvoice(bucket: R2Bucket, key: string): Promise<Uint8Array> {
  const object = await bucket.get(key);
  if (!object) throw new ApiError(503, 'invoice_unavailable', CLAIM_MESSAGES.invoiceUnavailable);
  return new Uint8Array(await object.arrayBuffer());
}

/** The PDF answer: inline, never cached, named by the invoice number; its hash when it is the stored one. */
export function pdfResponse(bytes: Uint8Array, number: string, sha256: string | null): Response {
  const headers: Record<string, string> = {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="invoice-${number}.pdf"`,
    'cache-control': 'no-store',
  };
  if (sha256) headers.etag = `"${sha256}"`;
  return new Response(bytes, { headers });
}
