import {
  DOCUMENT_CATEGORIES as CORE_CATEGORIES,
  DOCUMENT_MESSAGES,
  type DocumentView,
} from '@dwell/core/schemas/documents';
import { PAGING_MESSAGES } from '@dwell/core/schemas/paging';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_CATEGORIES, eventDocuments } from '../../lib/schema.ts';
import { eq } from 'drizzle-orm';
import { signUp } from '../../../test/fixtures/accounts.ts';
import { addEvent, addMember, subscribedCompany } from '../../../test/fixtures/companies.ts';
import { storedFor, uploaded } from '../../../test/fixtures/documents.ts';
import { jpeg, pdf, png } from '../../../test/fixtures/files.ts';
import { call, db } from '../../../test/fixtures/http.ts';

async function list(cookie: string, query: Record<string, string> = {}): Promise<DocumentView[]> {
  const res = await call(`/api/documents?${new URLSearchParams(query)}`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { documents: DocumentView[] }).documents;
}

const names = (docs: DocumentView[]) => docs.map((d) => d.name);

/** Three documents created a minute apart, oldest first. */
async function threeDocuments() {
  const owner = await subscribedCompany();
  const eventId = await addEvent(owner.companyId, owner.userId);
  const a = await uploaded(owner.cookie, png(), { name: 'Dock photo.png', query: { eventId, category: 'detention' } });
  const b = await uploaded(owner.cookie, pdf(), {
    name: 'BOL-4471.pdf',
    query: { eventId, category: 'billing', description: 'Signed at the DOCK office' },
  });
  const c = await uploaded(owner.cookie, jpeg(), { name: 'receipt 100%_final.jpg', query: { category: 'other' } });
  for (const [i, doc] of [a, b, c].entries()) {
    await db()
      .update(eventDocuments)
      .set({ createdAt: new Date(Date.UTC(2025, 0, 5, 15, i)) })
      .where(eq(eventDocuments.id, doc.id));
  }
  return { owner, eventId, a, b, c };
}

describe('categories', () => {
  it('are the same in core (screens, validation) and in the database schema', () => {
    expect([...CORE_CATEGORIES]).toEqual([...DOCUMENT_CATEGORIES]);
  });
});

describe('GET /api/documents', () => {
  it('lists newest first, filtered by event, category and a case-insensitive search of name or description', async () => {
    const { owner, eventId } = await threeDocuments();
    expect(names(await list(owner.cookie))).toEqual(['receipt 100%_final.jpg', 'BOL-4471.pdf', 'Dock photo.png']);
    expect(names(await list(owner.cookie, { dir: 'asc' }))).toEqual([
      'Dock photo.png',
      'BOL-4471.pdf',
      'receipt 100%_final.jpg',
    ]);
    expect(names(await list(owner.cookie, { sort: 'name', dir: 'asc' }))).toEqual([
      'BOL-4471.pdf',
      'Dock photo.png',
      'receipt 100%_final.jpg',
    ]);
    expect(names(await list(owner.cookie, { eventId }))).toEqual(['BOL-4471.pdf', 'Dock photo.png']);
    expect(names(await list(owner.cookie, { category: 'billing' }))).toEqual(['BOL-4471.pdf']);
    expect(names(await list(owner.cookie, { category: 'all' })).length).toBe(3);
    // 'dock' is in one name and in the other's description.
    expect(names(await list(owner.cookie, { q: 'DOCK' }))).toEqual(['BOL-4471.pdf', 'Dock photo.png']);
    // % and _ are plain characters, not patterns.
    expect(names(await list(owner.cookie, { q: '100%_' }))).toEqual(['receipt 100%_final.jpg']);
    expect(await list(owner.cookie, { q: '%' })).toHaveLength(1);
  });

  it('answers a page of the list with how many the whole list holds, and refuses a page that is not one', async () => {
    const { owner, eventId } = await threeDocuments();
    const pageOf = async (query: Record<string, string>) => {
      const res = await call(`/api/documents?${new URLSearchParams(query)}`, { cookie: owner.cookie });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { documents: DocumentView[]; total: number; page: number; pageSize: number };
      return { names: names(body.documents), total: body.total, page: body.page, pageSize: body.pageSize };
    };
    // The app's page size unless asked: all three on page 1.
    expect(await pageOf({})).toEqual({
      names: ['receipt 100%_final.jpg', 'BOL-4471.pdf', 'Dock photo.png'],
      total: 3,
      page: 1,
      pageSize: 25,
    });
    // Pages follow the order asked for and never overlap; the count is of the filtered list.
    expect(await pageOf({ pageSize: '2' })).toMatchObject({
      names: ['receipt 100%_final.jpg', 'BOL-4471.pdf'],
      total: 3,
    });
    expect(await pageOf({ pageSize: '2', page: '2' })).toMatchObject({ names: ['Dock photo.png'], total: 3 });
    expect(await pageOf({ pageSize: '1', page: '2', dir: 'asc' })).toMatchObject({ names: ['BOL-4471.pdf'] });
    expect(await pageOf({ eventId, pageSize: '1' })).toMatchObject({ names: ['BOL-4471.pdf'], total: 2 });
    // Past the end: an empty page, still with the count.
    expect(await pageOf({ pageSize: '2', page: '3' })).toMatchObject({ names: [], total: 3 });
    const bad = [
      [{ page: '0' }, PAGING_MESSAGES.page],
      [{ page: 'x' }, PAGING_MESSAGES.page],
      [{ pageSize: '101' }, PAGING_MESSAGES.pageSize],
      [{ pageSize: '0' }, PAGING_MESSAGES.pageSize],
      [{ pageSize: '2.5' }, PAGING_MESSAGES.pageSize],
    ] as const;
    for (const [query, message] of bad) {
      const res = await call(`/api/documents?${new URLSearchParams(query)}`, { cookie: owner.cookie });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(((await res.json()) as { error: unknown }).error).toMatchObject({ code: 'validation_failed', message });
    }
  });

  it("never shows another company's documents, and answers 404 for its event", async () => {
    const { owner, eventId } = await threeDocuments();
    const other = await subscribedCompany();
    expect(await list(other.cookie)).toEqual([]);
    const res = await call(`/api/documents?eventId=${eventId}`, { cookie: other.cookie });
    expect(res.status).toBe(404);
    expect((await list(owner.cookie)).length).toBe(3);
  });
});

describe('GET /api/documents/:id/download', () => {
  it('gives the identical bytes as an attachment with the original name, the stored type and nosniff', async () => {
    const owner = await subscribedCompany();
    const file = pdf('Détention — 3 h "final".pdf body');
    const doc = await uploaded(owner.cookie, file, { name: 'Détention "final" (2).pdf' });
    const res = await call(doc.url, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // RFC 6266: an ASCII fallback (é and quotes replaced) and the exact UTF-8 name, percent-encoded.
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="D_tention _final_ (2).pdf"; filename*=UTF-8''D%C3%A9tention%20%22final%22%20%282%29.pdf`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(file);
  });

  it("answers 404 for another company's document, and for one that does not exist", async () => {
    const owner = await subscribedCompany();
    const doc = await uploaded(owner.cookie, png(), { name: 'dock.png' });
    const other = await subscribedCompany();
    const res = await call(doc.url, { cookie: other.cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    expect((await call('/api/documents/doc_nothing/download', { cookie: owner.cookie })).status).toBe(404);
    expect((await call(doc.url)).status).toBe(401);
  });
});

describe('archive, restore and delete', () => {
  it('archives and restores (docs/product.md#detention-events), refusing to do either twice', async () => {
    const owner = await subscribedCompany();
    const doc = await uploaded(owner.cookie, png(), { name: 'dock.png' });
    const archived = await call(`/api/documents/${doc.id}/archive`, { method: 'POST', cookie: owner.cookie });
    expect(archived.status).toBe(200);
    const body = (await archived.json()) as { document: DocumentView };
    expect(body.document.status).toBe('archived');
    expect(body.document.archivedAt).toEqual(expect.any(Number));
    expect(names(await list(owner.cookie, { status: 'archived' }))).toEqual(['dock.png']);

    const again = await call(`/api/documents/${doc.id}/archive`, { method: 'POST', cookie: owner.cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'already_archived', message: DOCUMENT_MESSAGES.alreadyArchived },
    });

    const restored = await call(`/api/documents/${doc.id}/restore`, { method: 'POST', cookie: owner.cookie });
    expect(((await restored.json()) as { document: DocumentView }).document).toMatchObject({
      status: 'active',
      archivedAt: null,
    });
    const twice = await call(`/api/documents/${doc.id}/restore`, { method: 'POST', cookie: owner.cookie });
    expect(twice.status).toBe(409);
    expect((await storedFor(owner.companyId)).entries.map((e) => e.action)).toEqual([
      'uploaded',
      'archived',
      'restored',
    ]);
  });

  it("deletes the row and the object, logs the deleted file's SHA-256, and answers 404 to a second delete", async () => {
    const owner = await subscribedCompany();
    const doc = await uploaded(owner.cookie, png(), { name: 'dock.png' });
    const res = await call(`/api/documents/${doc.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(res.status).toBe(200);
    const stored = await storedFor(owner.companyId);
    expect(stored.rows).toEqual([]);
    expect(stored.objects).toEqual([]);
    expect(stored.entries.map((e) => [e.action, e.documentSha256])).toEqual([
      ['uploaded', doc.sha256],
      ['deleted', doc.sha256],
    ]);
    const again = await call(`/api/documents/${doc.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(again.status).toBe(404);
    expect((await storedFor(owner.companyId)).entries).toHaveLength(2);
    expect((await call(doc.url, { cookie: owner.cookie })).status).toBe(404);
  });

  it("answers 404 to archiving or deleting another company's document, changing nothing", async () => {
    const owner = await subscribedCompany();
    const doc = await uploaded(owner.cookie, png(), { name: 'dock.png' });
    const other = await subscribedCompany();
    for (const [path, method] of [
      [`/api/documents/${doc.id}/archive`, 'POST'],
      [`/api/documents/${doc.id}`, 'DELETE'],
    ] as const) {
      expect((await call(path, { method, cookie: other.cookie })).status).toBe(404);
    }
    const stored = await storedFor(owner.companyId);
    expect(stored.rows.map((r) => r.status)).toEqual(['active']);
    expect(stored.objects).toHaveLength(1);
    expect(stored.entries).toHaveLength(1);
  });

  it('lets a driver delete only what they uploaded', async () => {
    const owner = await subscribedCompany();
    const driver = await addMember(owner.companyId, 'driver');
    // On the driver's own stop they see the office's file, but it is not theirs to delete.
    const stop = await addEvent(owner.companyId, driver.userId);
    const doc = await uploaded(owner.cookie, png(), { name: 'dock.png', query: { eventId: stop } });
    const res = await call(`/api/documents/${doc.id}`, { method: 'DELETE', cookie: driver.cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'forbidden', message: DOCUMENT_MESSAGES.deleteNotAllowed } });
    const own = await uploaded(driver.cookie, jpeg(), { name: 'mine.jpg' });
    expect((await call(`/api/documents/${own.id}`, { method: 'DELETE', cookie: driver.cookie })).status).toBe(200);
    expect(names(await list(owner.cookie))).toEqual(['dock.png']);
  });

  it('keeps reading and deleting open after the subscription lapses, but not storing or archiving', async () => {
    const owner = await subscribedCompany('past_due');
    const res = await call('/api/documents', { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const free = await signUp();
    expect((await call('/api/documents', { cookie: free.cookie })).status).toBe(200);
    const archive = await call('/api/documents/doc_x/archive', { method: 'POST', cookie: owner.cookie });
    expect(archive.status).toBe(403);
    expect(((await archive.json()) as { error: { message: string } }).error.message).toBe(
      'Your subscription has expired. Please renew to continue using this feature.',
    );
  });
});
