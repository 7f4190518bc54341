import { env } from 'cloudflare:test';
import { fill } from '@dwell/core/messages';
import { CLAIM_MESSAGES } from '@dwell/core/schemas/claims';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claims, eventDocuments, eventLog, evidenceLog } from '../../lib/schema.ts';
import { claimFor, completedStop, pay, payment, sendClaim } from '../../../test/fixtures/claims.ts';
import { type Fleet, fleet } from '../../../test/fixtures/companies.ts';
import { uploaded } from '../../../test/fixtures/documents.ts';
import { pdf, png, sha256Of } from '../../../test/fixtures/files.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';
import { pdfText } from '../../../test/fixtures/pdf.ts';

const download = async (f: Fleet, claimId: string) => {
  const res = await call(`/api/claims/${claimId}/invoice.pdf`, { cookie: f.dispatcher.cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return { bytes: new Uint8Array(await res.arrayBuffer()), etag: res.headers.get('etag') };
};

/** A completed $112.50 stop with a dock photo and a bill of lading uploaded by its driver. */
async function stopWithEvidence(f: Fleet) {
  const event = await completedStop(f, 200);
  const photo = await uploaded(f.driver.cookie, png(), {
    name: 'dock-photo.png',
    query: { eventId: event.id, category: 'detention' },
  });
  const bol = await uploaded(f.driver.cookie, pdf(), { name: 'bol.pdf', query: { eventId: event.id } });
  return { event, photo, bol };
}

const remove = (cookie: string, id: string) => call(`/api/documents/${id}`, { cookie, method: 'DELETE' });

describe('the invoice of a sent claim', () => {
  it('is stored when sent and served byte for byte, whatever changes after, with its SHA-256 in the history', async () => {
    const f = await fleet();
    const { event, bol } = await stopWithEvidence(f);
    const claim = await claimFor(f, event.id);
    expect(claim.invoiceSha256).toBeNull();
    const sent = await sendClaim(f, claim.id);
    expect(sent.invoiceSha256).toMatch(/^[0-9a-f]{64}$/);

    const first = await download(f, claim.id);
    expect(await sha256Of(first.bytes)).toBe(sent.invoiceSha256);
    expect(first.etag).toBe(`"${sent.invoiceSha256}"`);
    const text = (await pdfText(first.bytes)).join('\n');
    expect(text).toContain('dock-photo.png');
    expect(text).toContain('bol.pdf');
    expect(text).toContain('Status: sent');
    const [entry] = await db()
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.eventId, event.id), eq(eventLog.action, 'claim_status')));
    expect(JSON.parse(entry?.details ?? '{}')).toMatchObject({ status: 'sent', invoiceSha256: sent.invoiceSha256 });
    expect(entry?.actorUserId).toBe(f.admin.userId);

    // Evidence archived and added, a payment, a dispute, a policy change: the invoice the customer holds stays.
    expect((await call(`/api/documents/${bol.id}/archive`, { cookie: f.admin.cookie, json: {} })).status).toBe(200);
    await uploaded(f.driver.cookie, png(90), { name: 'late-photo.png', query: { eventId: event.id } });
    expect((await pay(f, claim.id, payment(5000))).status).toBe(201);
    await call(`/api/claims/${claim.id}/status`, {
      cookie: f.admin.cookie,
      json: { status: 'disputed', note: 'Short paid' },
    });
    await sendClaim(f, claim.id);
    const policy = await call('/api/policies/company', {
      cookie: f.admin.cookie,
      method: 'PUT',
      json: {
        freeMinutes: 60,
        hourlyRateCents: 5000,
        incrementMinutes: 1,
        rounding: 'down',
        capCents: null,
        clockStart: 'arrival',
        lateArrival: 'from_arrival',
        lateGraceMinutes: 15,
      },
    });
    expect(policy.status).toBe(200);
    for (let n = 0; n < 3; n++) {
      const again = await download(f, claim.id);
      expect(again.bytes).toEqual(first.bytes);
      expect(again.etag).toBe(first.etag);
    }
    const [row] = await db().select().from(claims).where(eq(claims.id, claim.id));
    expect(row?.invoiceSha256).toBe(sent.invoiceSha256);
    const object = await env.DOCUMENTS.get(row?.invoiceKey ?? '');
    expect(await sha256Of(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0)))).toBe(
      sent.invoiceSha256,
    );
  });

  it('of a claim sent before invoices were stored is stored on its first download, then served the same', async () => {
    const f = await fleet();
    const { event } = await stopWithEvidence(f);
    const claim = await claimFor(f, event.id);
    await sendClaim(f, claim.id);
    await db().update(claims).set({ invoiceKey: null, invoiceSha256: null }).where(eq(claims.id, claim.id));
    const first = await download(f, claim.id);
    const second = await download(f, claim.id);
    expect(second.bytes).toEqual(first.bytes);
    const sha = await sha256Of(first.bytes);
    const [stored] = await db()
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.eventId, event.id), eq(eventLog.action, 'invoice_stored')));
    expect(JSON.parse(stored?.details ?? '{}')).toMatchObject({ invoiceSha256: sha });
  });
});

describe('evidence behind a claim', () => {
  it('cannot be deleted once the claim was sent (a clear refusal, nothing removed); archiving still works', async () => {
    const f = await fleet();
    const { event, photo, bol } = await stopWithEvidence(f);
    const claim = await claimFor(f, event.id);
    // While the claim is a draft nothing was sent yet: a wrong upload may still go.
    const wrong = await uploaded(f.driver.cookie, png(70), { name: 'wrong.png', query: { eventId: event.id } });
    expect((await remove(f.driver.cookie, wrong.id)).status).toBe(200);

    await sendClaim(f, claim.id);
    expect((await pay(f, claim.id, payment(11_250))).status).toBe(201);
    for (const cookie of [f.admin.cookie, f.dispatcher.cookie, f.driver.cookie]) {
      const res = await remove(cookie, photo.id);
      expect(res.status).toBe(409);
      expect(((await res.json()) as ErrorAnswer).error).toMatchObject({
        code: 'evidence_on_sent_claim',
        message: fill(CLAIM_MESSAGES.evidenceLocked, { number: claim.number }),
      });
    }
    const [kept] = await db().select().from(eventDocuments).where(eq(eventDocuments.id, photo.id));
    expect(kept?.status).toBe('active');
    expect(await env.DOCUMENTS.head(kept?.objectKey ?? '')).not.toBeNull();
    const deletions = await db()
      .select()
      .from(evidenceLog)
      .where(and(eq(evidenceLog.documentId, photo.id), eq(evidenceLog.action, 'deleted')));
    expect(deletions).toHaveLength(0);

    const archived = await call(`/api/documents/${bol.id}/archive`, { cookie: f.admin.cookie, json: {} });
    expect(archived.status).toBe(200);
    expect(((await archived.json()) as { document: { status: string } }).document.status).toBe('archived');
    const stillRefused = await remove(f.admin.cookie, bol.id);
    expect(stillRefused.status).toBe(409);
  });
});
