import { formatMoney } from '@dwell/core/format';
import { fill } from '@dwell/core/messages';
import { type ClaimStatus, OPEN_CLAIM_STATUSES } from '@dwell/core/schemas/claims';
import { PAYER_MESSAGES } from '@dwell/core/schemas/payer';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { billTo } from '../../lib/customers.ts';
import { ApiError } from '../../lib/errors.ts';
import { claims } from '../../lib/schema.ts';
import { discardInvoice } from './invoice-store.ts';
import { dropLink, revokeOtherLinks } from './links.ts';
import { emailPayer, linkLines, type Payer, type PayerMailer } from './payer-email.ts';
import type { ClaimRow } from './queries.ts';
import { type ClaimWriter, changedMeanwhile, historyEntry, invoiceToSend } from './status.ts';

const DAY_MS = 86_400_000;
/** A send that has not finished within this long (a crashed worker) no longer holds the claim. */
const SEND_LEASE_MS = 60_000;

/** Sending writes the claim (ClaimWriter) and emails its payer (PayerMailer). */
export type ClaimSender = ClaimWriter & PayerMailer;

const sendable = (status: ClaimStatus) =>
  status === 'draft' || (OPEN_CLAIM_STATUSES as readonly ClaimStatus[]).includes(status);

/** The customer a claim goes to, with at least one billing contact, or the refusal saying what is missing. */
export async function payerOf(db: Db, row: ClaimRow): Promise<Payer> {
  const payer = await billTo(db, row.customerId);
  if (!payer) throw new ApiError(422, 'no_customer', PAYER_MESSAGES.noCustomer);
  if (payer.contacts.length === 0) {
    throw new ApiError(422, 'no_contacts', fill(PAYER_MESSAGES.noContacts, { customer: payer.name }));
  }
  return payer;
}

/** Takes the claim for this send, or refuses while another send of it is under way. */
async function takeLease(db: Db, row: ClaimRow, now: number): Promise<Date> {
  const lease = new Date(now);
  const taken = await db
    .update(claims)
    .set({ sendingAt: lease })
    .where(
      and(
        eq(claims.id, row.id),
        eq(claims.status, row.status),
        or(isNull(claims.sendingAt), lt(claims.sendingAt, new Date(now - SEND_LEASE_MS))),
      ),
    );
  if (taken.meta.changes !== 1) throw new ApiError(409, 'send_under_way', PAYER_MESSAGES.sendUnderWay);
  return lease;
}

/**
 * Emails the claim to every billing contact of its customer: the invoice PDF attached, the link to the claim's
 * page, the amount and the due date. The first send moves a draft to sent and sets the due date (the
 * customer's payment terms from today); a resend keeps both and replaces the payer's earlier links. When no
 * email goes out (the provider refused every one) nothing is marked sent: the claim records the failure and
 * the call answers 502. One send of a claim runs at a time.
 */
export async function sendToPayer(s: ClaimSender, row: ClaimRow, message: string | null) {
  const { db } = s;
  const status = row.status as ClaimStatus;
  if (!sendable(status)) {
    throw new ApiError(409, 'not_sendable', fill(PAYER_MESSAGES.notSendable, { status: status.replace('_', ' ') }));
  }
  const payer = await payerOf(db, row);
  const now = Date.now();
  const lease = await takeLease(db, row, now);
  const invoice = await invoiceToSend(s, row, now).catch(async (error) => {
    await db.update(claims).set({ sendingAt: null }).where(eq(claims.sendingAt, lease));
    throw error;
  });
  const invoiceKey = invoice?.key ?? row.invoiceKey ?? '';
  const invoiceSha256 = invoice?.sha256 ?? row.invoiceSha256;
  const dueAt = row.dueAt?.getTime() ?? now + payer.paymentTermsDays * DAY_MS;
  const holdsLease = sql`EXISTS (SELECT 1 FROM ${claims} WHERE ${claims.id} = ${row.id} AND ${claims.sendingAt} = ${lease.getTime()})`;
  let done = false;
  try {
    const size = (await s.bucket.head(invoiceKey))?.size ?? 0;
    const owed = formatMoney(row.amountCents - row.receivedCents);
    const load = row.loadNumber ? ` for load ${row.loadNumber}` : '';
    const sent = await emailPayer(
      s,
      row.id,
      payer,
      'claim',
      (f) => ({
        subject: `Detention claim ${row.number} from ${f.companyName}: ${owed} due ${f.day(dueAt)}`,
        text: [
          `Hello ${f.contactName},`,
          '',
          `${f.companyName} bills detention${load} at ${row.facilityName}: ${owed}, due ${f.day(dueAt)} (invoice ${row.number}, attached; SHA-256 ${invoiceSha256}).`,
          ...(message ? ['', message] : []),
          '',
          ...linkLines(f),
        ].join('\n'),
      }),
      [{ filename: `invoice-${row.number}.pdf`, contentType: 'application/pdf', key: invoiceKey, size }],
    );
    if (!sent.linkId) {
      const error = sent.failed.map((f) => `${f.to}: ${f.error}`).join('; ');
      await db.batch([
        historyEntry(db, s.actor, row, 'claim_send_failed', { error }, holdsLease),
        db.update(claims).set({ sendError: error }).where(eq(claims.id, row.id)),
      ]);
      throw new ApiError(502, 'send_failed', fill(PAYER_MESSAGES.sendFailed, { error }));
    }
    const { delivered, failed } = sent;
    const [logged] = await db.batch([
      historyEntry(
        db,
        s.actor,
        row,
        'claim_sent',
        { to: delivered, failed, resend: row.sentAt !== null, dueAt, message, invoiceSha256 },
        holdsLease,
      ),
      revokeOtherLinks(db, row.id, sent.linkId, now),
      db
        .update(claims)
        .set({
          status: status === 'draft' ? 'sent' : status,
          sentAt: row.sentAt ?? new Date(now),
          dueAt: new Date(dueAt),
          invoiceKey,
          invoiceSha256,
          sendError: null,
          sendingAt: null,
          updatedAt: new Date(now),
        })
        .where(and(eq(claims.id, row.id), eq(claims.sendingAt, lease))),
    ]);
    if (logged.meta.changes !== 1) {
      await dropLink(db, sent.linkId);
      throw changedMeanwhile();
    }
    done = true;
    return { delivered, failed };
  } finally {
    if (!done) {
      if (invoice) await discardInvoice(s.bucket, invoice.key);
      await db
        .update(claims)
        .set({ sendingAt: null })
        .where(and(eq(claims.id, row.id), eq(claims.sendingAt, lease)));
    }
  }
}
