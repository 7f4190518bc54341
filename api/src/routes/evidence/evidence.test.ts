import { env } from 'cloudflare:test';
import { EVIDENCE_BREAKS, type EvidenceEntryView, type EvidenceVerification } from '@dwell/core/schemas/documents';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventDocuments, evidenceLog } from '../../lib/schema.ts';
import { entryHash } from '@dwell/core/evidence-chain';
import { addEvent, subscribedCompany } from '../../../test/fixtures/companies.ts';
import { uploaded } from '../../../test/fixtures/documents.ts';
import { jpeg, pdf, png } from '../../../test/fixtures/files.ts';
import { call, db } from '../../../test/fixtures/http.ts';

async function verify(cookie: string, chain: string): Promise<EvidenceVerification> {
  const res = await call(`/api/evidence/${chain}/verify`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as EvidenceVerification;
}

/** An event with three documents: a photo (seq 1), a BOL (seq 2) and a scan (seq 3). */
async function eventWithEvidence() {
  const owner = await subscribedCompany();
  const eventId = await addEvent(owner.companyId, owner.userId);
  const photo = await uploaded(owner.cookie, png(), { name: 'dock.png', query: { eventId } });
  const bol = await uploaded(owner.cookie, pdf(), { name: 'bol.pdf', query: { eventId } });
  const scan = await uploaded(owner.cookie, jpeg(), { name: 'scan.jpg', query: { eventId } });
  return { owner, eventId, photo, bol, scan };
}

const entryAt = (companyId: string, chain: string, seq: number) =>
  and(eq(evidenceLog.companyId, companyId), eq(evidenceLog.chain, chain), eq(evidenceLog.seq, seq));

describe('evidence log', () => {
  it('chains every upload, archive, restore and delete, and verifies', async () => {
    const { owner, eventId, photo, bol } = await eventWithEvidence();
    await call(`/api/documents/${photo.id}/archive`, { method: 'POST', cookie: owner.cookie });
    await call(`/api/documents/${photo.id}/restore`, { method: 'POST', cookie: owner.cookie });
    await call(`/api/documents/${bol.id}`, { method: 'DELETE', cookie: owner.cookie });

    const res = await call(`/api/evidence/${eventId}`, { cookie: owner.cookie });
    const { entries } = (await res.json()) as { entries: EvidenceEntryView[] };
    expect(entries.map((e) => [e.seq, e.action, e.documentId])).toEqual([
      [1, 'uploaded', photo.id],
      [2, 'uploaded', bol.id],
      [3, 'uploaded', expect.any(String)],
      [4, 'archived', photo.id],
      [5, 'restored', photo.id],
      [6, 'deleted', bol.id],
    ]);
    expect(entries[0]?.prevHash).toBe('0'.repeat(64));
    for (let i = 1; i < entries.length; i++) expect(entries[i]?.prevHash).toBe(entries[i - 1]?.hash);
    expect(entries[5]?.documentSha256).toBe(bol.sha256);
    expect(await verify(owner.cookie, eventId)).toEqual({ ok: true, entries: 6 });
  });

  it('names the entry of a stored file whose bytes were changed', async () => {
    const { owner, eventId, bol } = await eventWithEvidence();
    const [row] = await db().select().from(eventDocuments).where(eq(eventDocuments.id, bol.id));
    await env.DOCUMENTS.put(row?.objectKey ?? '', pdf('Detention: 0 hours'));
    expect(await verify(owner.cookie, eventId)).toEqual({
      ok: false,
      entries: 3,
      brokenAt: { seq: 2, reason: EVIDENCE_BREAKS.objectAltered, documentId: bol.id },
    });
  });

  it('names the entry of a stored file that disappeared', async () => {
    const { owner, eventId, scan } = await eventWithEvidence();
    const [row] = await db().select().from(eventDocuments).where(eq(eventDocuments.id, scan.id));
    await env.DOCUMENTS.delete(row?.objectKey ?? '');
    expect((await verify(owner.cookie, eventId)).brokenAt).toEqual({
      seq: 3,
      reason: EVIDENCE_BREAKS.objectMissing,
      documentId: scan.id,
    });
  });

  it('names a log entry whose content was edited', async () => {
    const { owner, eventId, bol } = await eventWithEvidence();
    await db()
      .update(evidenceLog)
      .set({ documentSha256: 'f'.repeat(64) })
      .where(entryAt(owner.companyId, eventId, 2));
    expect(await verify(owner.cookie, eventId)).toEqual({
      ok: false,
      entries: 3,
      brokenAt: { seq: 2, reason: EVIDENCE_BREAKS.entryHash, documentId: bol.id },
    });
  });

  it('names the next entry when one was rewritten with a fresh hash, and a gap when one was removed', async () => {
    const { owner, eventId } = await eventWithEvidence();
    const [first] = await db()
      .select()
      .from(evidenceLog)
      .where(entryAt(owner.companyId, eventId, 1));
    if (!first) throw new Error('no entry');
    const forged = { ...first, actorUserId: 'usr_someone_else', createdAt: first.createdAt.getTime() };
    await db()
      .update(evidenceLog)
      .set({ actorUserId: forged.actorUserId, hash: entryHash(forged) })
      .where(entryAt(owner.companyId, eventId, 1));
    expect((await verify(owner.cookie, eventId)).brokenAt).toMatchObject({
      seq: 2,
      reason: EVIDENCE_BREAKS.previousHash,
    });

    const other = await eventWithEvidence();
    await db()
      .delete(evidenceLog)
      .where(entryAt(other.owner.companyId, other.eventId, 2));
    expect((await verify(other.owner.cookie, other.eventId)).brokenAt).toMatchObject({
      seq: 2,
      reason: EVIDENCE_BREAKS.sequence,
    });
  });

  it('names the entry whose document record was changed, and reports a document outside the log', async () => {
    const { owner, eventId, scan } = await eventWithEvidence();
    await db()
      .update(eventDocuments)
      .set({ sha256: 'a'.repeat(64) })
      .where(eq(eventDocuments.id, scan.id));
    expect((await verify(owner.cookie, eventId)).brokenAt).toEqual({
      seq: 3,
      reason: EVIDENCE_BREAKS.recordAltered,
      documentId: scan.id,
    });

    const other = await eventWithEvidence();
    const [row] = await db().select().from(eventDocuments).where(eq(eventDocuments.id, other.photo.id));
    if (!row) throw new Error('no row');
    await db()
      .insert(eventDocuments)
      .values({ ...row, id: 'doc_slipped_in', objectKey: `${row.objectKey}_x` });
    expect((await verify(other.owner.cookie, other.eventId)).brokenAt).toEqual({
      seq: 0,
      reason: EVIDENCE_BREAKS.unlogged,
      documentId: 'doc_slipped_in',
    });
  });

  it('keeps one unbroken chain when uploads to the same event race each other', async () => {
    const owner = await subscribedCompany();
    const eventId = await addEvent(owner.companyId, owner.userId);
    const files = [png(), pdf(), jpeg(), png(99), pdf('second')];
    const docs = await Promise.all(
      files.map((file, i) => uploaded(owner.cookie, file, { name: `f${i}`, query: { eventId } })),
    );
    expect(new Set(docs.map((d) => d.id)).size).toBe(5);
    expect(await verify(owner.cookie, eventId)).toEqual({ ok: true, entries: 5 });
  });

  it("verifies the 'general' chain, and answers 404 for another company's event", async () => {
    const { owner, eventId } = await eventWithEvidence();
    await uploaded(owner.cookie, png(), { name: 'loose.png' });
    expect(await verify(owner.cookie, 'general')).toEqual({ ok: true, entries: 1 });
    const other = await subscribedCompany();
    expect((await call(`/api/evidence/${eventId}/verify`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(`/api/evidence/${eventId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call('/api/evidence/ev_made_up/verify', { cookie: owner.cookie })).status).toBe(404);
  });
});
