import { withSessions } from '../../../test/security/faults.ts';
import { env } from 'cloudflare:test';
import { fill } from '@dwell/core/messages';
import { DOCUMENT_MESSAGES } from '@dwell/core/schemas/documents';
import { describe, expect, it } from 'vitest';
import { app } from '../../app.ts';
import { eventDocuments } from '../../lib/schema.ts';
import { readUploadHeaders } from '../../lib/uploads/upload-headers.ts';
import { DOCUMENT_RULES } from '@dwell/core/files';
import { createDocument } from './create-document.ts';
import { subscribedCompany } from '../../../test/fixtures/companies.ts';
import { storedFor, upload, uploaded } from '../../../test/fixtures/documents.ts';
import { png } from '../../../test/fixtures/files.ts';
import { db, ORIGIN } from '../../../test/fixtures/http.ts';

/** The binding with one method replaced, everything else passed through. */
function replacing<T extends object>(target: T, name: string, replacement: unknown): T {
  return new Proxy(target, {
    get(object, prop) {
      if (prop === name) return replacement;
      const value = Reflect.get(object, prop);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

function uploadWith(bindings: Partial<typeof env>, cookie: string, file: Uint8Array) {
  return app.request(
    `${ORIGIN}/api/documents`,
    {
      method: 'POST',
      body: file,
      // In-process requests carry no Content-Length of their own, unlike the browser's.
      headers: { origin: ORIGIN, cookie, 'x-file-name': 'dock.png', 'content-length': String(file.byteLength) },
    },
    { ...env, ...bindings },
  );
}

describe('nothing half-stored', () => {
  it('writes no row and no log entry when R2 refuses the object', async () => {
    const owner = await subscribedCompany();
    const bucket = replacing(env.DOCUMENTS, 'put', () => Promise.reject(new Error('R2 is unavailable')));
    const res = await uploadWith({ DOCUMENTS: bucket }, owner.cookie, png(5000));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { code: 'storage_failed', message: DOCUMENT_MESSAGES.storageFailed } });
    expect(await storedFor(owner.companyId)).toEqual({ objects: [], rows: [], entries: [] });
  });

  it('removes the stored object when the row cannot be written (compensation)', async () => {
    const owner = await subscribedCompany();
    const database = withSessions(replacing(env.DB, 'batch', () => Promise.reject(new Error('D1 is unavailable'))));
    const removed: string[] = [];
    const bucket = replacing(env.DOCUMENTS, 'delete', async (key: string) => {
      // The object really was stored before the row failed: compensation has something to remove.
      expect(await env.DOCUMENTS.head(key)).not.toBeNull();
      removed.push(key);
      return env.DOCUMENTS.delete(key);
    });
    const res = await uploadWith({ DB: database, DOCUMENTS: bucket }, owner.cookie, png(5000));
    expect(res.status).toBe(500);
    expect(removed).toEqual([expect.stringMatching(new RegExp(`^${owner.companyId}/general/doc_`))]);
    expect(await storedFor(owner.companyId)).toEqual({ objects: [], rows: [], entries: [] });
  });
});

describe('maxDocuments of the tier', () => {
  it('refuses an upload once the company stores as many documents as its tier allows', async () => {
    const owner = await subscribedCompany();
    const first = await uploaded(owner.cookie, png(), { name: 'first.png' });
    // Premium allows 500: fill the company up to it with copies of the first row.
    const template = (await db().select().from(eventDocuments)).find((r) => r.id === first.id);
    if (!template) throw new Error('no row');
    const copies = Array.from({ length: 499 }, (_, i) => ({
      ...template,
      id: `doc_fill_${i}`,
      objectKey: `${template.objectKey}_${i}`,
    }));
    const statements = [];
    for (let i = 0; i < copies.length; i += 6)
      statements.push(
        db()
          .insert(eventDocuments)
          .values(copies.slice(i, i + 6)),
      );
    await db().batch(statements as unknown as Parameters<ReturnType<typeof db>['batch']>[0]);

    const before = await storedFor(owner.companyId);
    const res = await upload(owner.cookie, png(), { name: 'one-too-many.png' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      error: { code: 'limit_reached', message: fill(DOCUMENT_MESSAGES.limitReached, { max: 500 }) },
    });
    const after = await storedFor(owner.companyId);
    expect(after.objects).toEqual(before.objects);
    expect(after.rows.length).toBe(500);
    expect(after.entries.length).toBe(before.entries.length);
  });

  it('re-checks the limit in the same batch as the insert, so racing uploads cannot pass it', async () => {
    const owner = await subscribedCompany();
    await uploaded(owner.cookie, png(), { name: 'first.png' });
    const headers = new Headers({ 'x-file-name': 'racer.png', 'content-length': String(png().byteLength) });
    // As if the route's early count had run before another upload took the last place.
    const attempt = createDocument(db(), env.DOCUMENTS, {
      companyId: owner.companyId,
      userId: owner.userId,
      eventId: null,
      category: 'other',
      description: null,
      upload: readUploadHeaders(headers, DOCUMENT_RULES),
      body: new Blob([png()]).stream(),
      maxDocuments: 1,
    });
    await expect(attempt).rejects.toMatchObject({ status: 403, code: 'limit_reached' });
    const stored = await storedFor(owner.companyId);
    expect(stored.rows.map((r) => r.name)).toEqual(['first.png']);
    expect(stored.objects.length).toBe(1);
    expect(stored.entries.length).toBe(1);
  });
});
