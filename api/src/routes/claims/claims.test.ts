import { CLAIM_MESSAGES } from '@dwell/core/schemas/claims';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimPayments, claims, eventDocuments } from '../../lib/schema.ts';
import { payment } from '../../../test/fixtures/claims.ts';
import { type Fleet, fleet, logEvent } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';
import { pdfText } from '../../../test/fixtures/pdf.ts';

const MINUTE = 60_000;

interface ClaimBody {
  claim: {
    id: string;
    number: string;
    status: string;
    amountCents: number;
    receivedCents: number;
    balanceCents: number;
    agingDays: number | null;
  };
}

/** A completed stop of 200 minutes: 80 past free time → 90 billed minutes at $75/h = $112.50. */
async function billableStop(f: Fleet) {
  const checkIn = Date.now() - 6 * 60 * MINUTE;
  return logEvent(f.driver.cookie, {
    checkInTime: checkIn,
    checkOutTime: checkIn + 200 * MINUTE,
    loadNumber: 'LD-900',
  });
}

async function claimFor(f: Fleet, eventId: string) {
  const res = await call('/api/claims', { cookie: f.dispatcher.cookie, json: { eventId } });
  expect(res.status).toBe(201);
  return ((await res.json()) as ClaimBody).claim;
}

const claimRows = async (companyId: string) => db().select().from(claims).where(eq(claims.companyId, companyId));

describe('claims', () => {
  it('generates a draft claim with the amount computed from the policy, and lists it', async () => {
    const f = await fleet();
    const event = await billableStop(f);
    const claim = await claimFor(f, event.id);
    expect(claim).toMatchObject({
      status: 'draft',
      amountCents: 11_250,
      receivedCents: 0,
      balanceCents: 11_250,
      agingDays: null,
    });
    expect(claim.number).toMatch(/^DW-\d{6}-0001$/);
    const list = (await (await call('/api/claims', { cookie: f.admin.cookie })).json()) as {
      claims: { id: string }[];
      total: number;
    };
    expect(list.total).toBe(1);
    const again = await call('/api/claims', { cookie: f.dispatcher.cookie, json: { eventId: event.id } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorAnswer).error.message).toBe(CLAIM_MESSAGES.alreadyClaimed);
  });

  it('refuses a claim on a stop that is not billable or not complete, and writes nothing', async () => {
    const f = await fleet();
    const checkIn = Date.now() - 3 * 60 * MINUTE;
    const short = await logEvent(f.driver.cookie, { checkInTime: checkIn, checkOutTime: checkIn + 100 * MINUTE });
    const res = await call('/api/claims', { cookie: f.dispatcher.cookie, json: { eventId: short.id } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorAnswer).error).toMatchObject({
      code: 'not_billable',
      message: CLAIM_MESSAGES.notBillable,
    });
    const running = await logEvent(f.driver.cookie, {}, 300);
    const active = await call('/api/claims', { cookie: f.dispatcher.cookie, json: { eventId: running.id } });
    expect(((await active.json()) as ErrorAnswer).error.message).toBe(CLAIM_MESSAGES.notCompleted);
    expect(await claimRows(f.companyId)).toHaveLength(0);
  });

  it('answers 404 for another company’s event or claim, and keeps drivers out of claims', async () => {
    const f = await fleet();
    const other = await fleet();
    const theirEvent = await billableStop(other);
    const theirClaim = await claimFor(other, theirEvent.id);
    const onTheirEvent = await call('/api/claims', { cookie: f.admin.cookie, json: { eventId: theirEvent.id } });
    expect(onTheirEvent.status).toBe(404);
    for (const path of [`/api/claims/${theirClaim.id}`, `/api/claims/${theirClaim.id}/invoice.pdf`]) {
      expect((await call(path, { cookie: f.admin.cookie })).status).toBe(404);
    }
    const pay = await call(`/api/claims/${theirClaim.id}/payments`, {
      cookie: f.admin.cookie,
      json: payment(100),
    });
    expect(pay.status).toBe(404);
    expect((await call('/api/claims', { cookie: f.driver.cookie })).status).toBe(403);
    expect(await claimRows(f.companyId)).toHaveLength(0);
  });

  it('goes draft → sent → partially paid → paid, with aging and payments recorded', async () => {
    const f = await fleet();
    const claim = await claimFor(f, (await billableStop(f)).id);
    const payDraft = await call(`/api/claims/${claim.id}/payments`, {
      cookie: f.admin.cookie,
      json: payment(100),
    });
    expect(payDraft.status).toBe(409);
    expect(((await payDraft.json()) as ErrorAnswer).error.message).toBe(CLAIM_MESSAGES.paymentNotAllowed);

    const sent = await call(`/api/claims/${claim.id}/status`, { cookie: f.admin.cookie, json: { status: 'sent' } });
    expect(((await sent.json()) as ClaimBody).claim).toMatchObject({ status: 'sent', agingDays: 0 });
    const part = await call(`/api/claims/${claim.id}/payments`, {
      cookie: f.admin.cookie,
      json: payment(5000),
    });
    expect(part.status).toBe(201);
    expect(((await part.json()) as ClaimBody).claim).toMatchObject({
      status: 'partially_paid',
      receivedCents: 5000,
      balanceCents: 6250,
    });

    const tooMuch = await call(`/api/claims/${claim.id}/payments`, {
      cookie: f.admin.cookie,
      json: payment(6251),
    });
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as ErrorAnswer).error).toMatchObject({
      code: 'payment_too_large',
      message: CLAIM_MESSAGES.paymentTooLarge,
    });
    expect(await db().select().from(claimPayments).where(eq(claimPayments.claimId, claim.id))).toHaveLength(1);

    const rest = await call(`/api/claims/${claim.id}/payments`, {
      cookie: f.admin.cookie,
      json: payment(6250),
    });
    expect(((await rest.json()) as ClaimBody).claim).toMatchObject({ status: 'paid', balanceCents: 0 });
    const waive = await call(`/api/claims/${claim.id}/status`, {
      cookie: f.admin.cookie,
      json: { status: 'waived', note: 'Paid already' },
    });
    expect(waive.status).toBe(409);
  });

  it('disputes and waives a claim', async () => {
    const f = await fleet();
    const claim = await claimFor(f, (await billableStop(f)).id);
    await call(`/api/claims/${claim.id}/status`, { cookie: f.admin.cookie, json: { status: 'sent' } });
    const disputed = await call(`/api/claims/${claim.id}/status`, {
      cookie: f.admin.cookie,
      json: { status: 'disputed', note: 'Receiver says the BOL shows 2 h' },
    });
    expect(((await disputed.json()) as ClaimBody).claim.status).toBe('disputed');
    const waived = await call(`/api/claims/${claim.id}/status`, {
      cookie: f.admin.cookie,
      json: { status: 'waived', note: 'Goodwill for a new customer' },
    });
    expect(((await waived.json()) as ClaimBody).claim.status).toBe('waived');
  });

  it('renders the invoice PDF with the times, the policy, the amount and each document’s SHA-256', async () => {
    const f = await fleet();
    const event = await billableStop(f);
    const sha = 'a'.repeat(64);
    await db()
      .insert(eventDocuments)
      .values({
        id: `doc_${event.id}`,
        companyId: f.companyId,
        eventId: event.id,
        uploadedBy: f.driver.userId,
        name: 'dock-photo.jpg',
        type: 'image/jpeg',
        objectKey: `${f.companyId}/${event.id}/x`,
        size: 2048,
        sha256: sha,
        category: 'detention',
      });
    const claim = await claimFor(f, event.id);
    const res = await call(`/api/claims/${claim.id}/invoice.pdf`, { cookie: f.dispatcher.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const text = (await pdfText(bytes)).join('\n');
    expect(text).toContain('Detention Invoice');
    expect(text).toContain(claim.number);
    expect(text).toContain('Amount due: $112.50');
    expect(text).toContain('$75.00 per hour');
    expect(text).toContain('120 minutes from arrival');
    expect(text).toContain('LD-900');
    expect(text).toContain('dock-photo.jpg');
    expect(text).toContain(`SHA-256 ${sha}`);
  });
});
