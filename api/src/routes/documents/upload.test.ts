import { env } from 'cloudflare:test';
import { UPLOAD_MAX_BYTES } from '@dwell/core/constants';
import { UPLOAD_NAME_MESSAGES } from '@dwell/core/files';
import { UPGRADE, VALIDATION } from '@dwell/core/messages';
import { DOCUMENT_MESSAGES } from '@dwell/core/schemas/documents';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/fixtures/accounts.ts';
import { addEvent, subscribedCompany } from '../../../test/fixtures/companies.ts';
import { storedFor, upload, uploaded } from '../../../test/fixtures/documents.ts';
import { bytes, jpeg, pdf, png, sha256Of } from '../../../test/fixtures/files.ts';
import { call, ORIGIN } from '../../../test/fixtures/http.ts';

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('POST /api/documents: storing evidence', () => {
  it('stores PNG, JPEG and PDF under server keys with the type read from the bytes, their SHA-256 and a log entry', async () => {
    const owner = await subscribedCompany();
    const eventId = await addEvent(owner.companyId, owner.userId);
    const photo = png(300);
    const res = await upload(owner.cookie, photo, {
      name: 'dock photo.png',
      query: { category: 'detention', description: 'Trailer at door 4' },
      headers: { 'x-last-modified': '1736089440000' },
    });
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as { document: Record<string, unknown> };
    expect(document).toMatchObject({
      eventId: null,
      name: 'dock photo.png',
      description: 'Trailer at door 4',
      type: 'image/png',
      size: photo.byteLength,
      sha256: await sha256Of(photo),
      category: 'detention',
      metadata: { size: photo.byteLength, lastModified: 1736089440000 },
      status: 'active',
      archivedAt: null,
      url: `/api/documents/${document.id}/download`,
    });

    // The browser's Content-Type and the name's extension are ignored: the bytes decide.
    const scan = await uploaded(owner.cookie, jpeg(), {
      name: 'scan.PDF',
      headers: { 'content-type': 'application/pdf' },
    });
    expect(scan.type).toBe('image/jpeg');
    const bol = await uploaded(owner.cookie, pdf(), { name: 'BOL 4471.pdf', query: { eventId, category: 'billing' } });
    expect(bol).toMatchObject({ eventId, type: 'application/pdf', category: 'billing' });

    const stored = await storedFor(owner.companyId);
    expect(stored.objects.sort()).toEqual(
      [
        `${owner.companyId}/general/${document.id}`,
        `${owner.companyId}/general/${scan.id}`,
        `${owner.companyId}/${eventId}/${bol.id}`,
      ].sort(),
    );
    const object = await env.DOCUMENTS.get(`${owner.companyId}/general/${document.id}`);
    expect(object?.httpMetadata?.contentType).toBe('image/png');
    expect(object?.customMetadata?.originalName).toBe(encodeURIComponent('dock photo.png'));
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(photo);
    expect(stored.entries.map((e) => [e.chain, e.seq, e.action, e.documentId])).toEqual(
      expect.arrayContaining([
        ['general', 1, 'uploaded', document.id],
        ['general', 2, 'uploaded', scan.id],
        [eventId, 1, 'uploaded', bol.id],
      ]),
    );
  });

  it('refuses a .png that is really an HTML page or an SVG image, and stores nothing', async () => {
    const owner = await subscribedCompany();
    for (const body of [
      '<!DOCTYPE html><script>alert(1)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    ]) {
      const res = await upload(owner.cookie, bytes(body), {
        name: 'photo.png',
        headers: { 'content-type': 'image/png' },
      });
      expect(res.status).toBe(415);
      expect(await errorOf(res)).toEqual({
        code: 'invalid_file_type',
        message: 'File type must be one of PNG, JPG, PDF',
      });
    }
    expect(await storedFor(owner.companyId)).toEqual({ objects: [], rows: [], entries: [] });
  });

  it('refuses a PDF that is also an HTML page (polyglot)', async () => {
    const owner = await subscribedCompany();
    const polyglot = bytes(
      '%PDF-1.4\n%<html><body><script>fetch("/api/auth/session")</script>\n1 0 obj\n<<>>\nendobj\n',
    );
    const res = await upload(owner.cookie, polyglot, { name: 'invoice.pdf' });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe('invalid_file_type');
    expect(await storedFor(owner.companyId)).toEqual({ objects: [], rows: [], entries: [] });
  });

  it('refuses 5 MB + 1 byte from its Content-Length, before reading the body', async () => {
    const owner = await subscribedCompany();
    const res = await upload(owner.cookie, png(UPLOAD_MAX_BYTES + 1 - png(0).byteLength), { name: 'huge.png' });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({
      code: 'file_too_large',
      message: `File is larger than ${UPLOAD_MAX_BYTES} bytes`,
    });
    expect(await storedFor(owner.companyId)).toEqual({ objects: [], rows: [], entries: [] });
  });

  it('stops reading a body that grows past 5 MB while streaming, whatever its Content-Length said', async () => {
    const owner = await subscribedCompany();
    const { app } = await import('../../app.ts');
    const chunk = new Uint8Array(1024 * 1024).fill(1);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Never ends on its own: only the API stopping early lets this test finish.
        controller.enqueue(sent === 0 ? png(1024 * 1024 - png(0).byteLength) : chunk);
        sent += 1;
      },
    });
    const res = await app.request(
      `${ORIGIN}/api/documents`,
      {
        method: 'POST',
        body,
        duplex: 'half',
        headers: {
          origin: ORIGIN,
          cookie: owner.cookie,
          'x-file-name': 'a.png',
          'content-length': String(UPLOAD_MAX_BYTES),
        },
      } as RequestInit,
      env,
    );
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe(`File is larger than ${UPLOAD_MAX_BYTES} bytes`);
    expect(sent).toBeLessThanOrEqual(7);
    expect(await storedFor(owner.companyId)).toEqual({ objects: [], rows: [], entries: [] });
  });

  it('refuses an empty file', async () => {
    const owner = await subscribedCompany();
    const res = await upload(owner.cookie, new Uint8Array(), { name: 'empty.pdf' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'file_too_small', message: 'File is smaller than 1 bytes' });
    expect(await storedFor(owner.companyId)).toEqual({ objects: [], rows: [], entries: [] });
  });

  it('refuses more than 10 files picked at once', async () => {
    const owner = await subscribedCompany();
    const res = await upload(owner.cookie, png(), { name: 'a.png', headers: { 'x-batch-size': '11' } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'too_many_files', message: VALIDATION.tooManyFiles });
    expect(await storedFor(owner.companyId)).toEqual({ objects: [], rows: [], entries: [] });
    expect((await upload(owner.cookie, png(), { name: 'a.png', headers: { 'x-batch-size': '10' } })).status).toBe(201);
  });

  it('refuses names with path separators or control characters, and names it cannot decode', async () => {
    const owner = await subscribedCompany();
    const cases: [string, string][] = [
      [encodeURIComponent('../../etc/passwd.png'), UPLOAD_NAME_MESSAGES.separator],
      [encodeURIComponent('C:\\fleet\\bol.pdf'), UPLOAD_NAME_MESSAGES.separator],
      [encodeURIComponent('bol\u0000.pdf'), UPLOAD_NAME_MESSAGES.control],
      [encodeURIComponent('line\nbreak.pdf'), UPLOAD_NAME_MESSAGES.control],
      [encodeURIComponent('invoice\u202Efdp.exe'), UPLOAD_NAME_MESSAGES.control],
      ['%E0%A4%A', DOCUMENT_MESSAGES.nameHeaderInvalid],
    ];
    for (const [header, message] of cases) {
      const res = await call('/api/documents', {
        method: 'POST',
        cookie: owner.cookie,
        body: pdf(),
        headers: { 'x-file-name': header },
      });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'invalid_name', message });
    }
    expect(await storedFor(owner.companyId)).toEqual({ objects: [], rows: [], entries: [] });
  });

  it('keeps nothing of an upload that is cut off: no object, no row, no entry', async () => {
    const owner = await subscribedCompany();
    const { SELF } = await import('cloudflare:test');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(png(4000));
        controller.close();
      },
    });
    const res = await SELF.fetch(`${ORIGIN}/api/documents`, {
      method: 'POST',
      body,
      headers: { origin: ORIGIN, cookie: owner.cookie, 'x-file-name': 'cut.png', 'content-length': '100000' },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'upload_incomplete', message: DOCUMENT_MESSAGES.incomplete });
    expect(await storedFor(owner.companyId)).toEqual({ objects: [], rows: [], entries: [] });
  });

  it("answers 404 for another company's event and stores nothing", async () => {
    const owner = await subscribedCompany();
    const other = await subscribedCompany();
    const theirs = await addEvent(other.companyId, other.userId);
    const res = await upload(owner.cookie, png(), { name: 'a.png', query: { eventId: theirs } });
    expect(res.status).toBe(404);
    expect(await storedFor(owner.companyId)).toEqual({ objects: [], rows: [], entries: [] });
    expect((await storedFor(other.companyId)).objects).toEqual([]);
  });

  it('checks category and description', async () => {
    const owner = await subscribedCompany();
    const wrong = await upload(owner.cookie, png(), { name: 'a.png', query: { category: 'receipts' } });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toBe(DOCUMENT_MESSAGES.categoryInvalid);
    const long = await upload(owner.cookie, png(), { name: 'a.png', query: { description: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toBe(DOCUMENT_MESSAGES.descriptionTooLong);
    expect(await storedFor(owner.companyId)).toEqual({ objects: [], rows: [], entries: [] });
  });

  it('needs the documentStorage feature: a company without a subscription gets the upgrade message', async () => {
    const free = await signUp();
    const res = await upload(free.cookie, png(), { name: 'a.png' });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: 'feature_unavailable', message: UPGRADE.free });
    expect(await storedFor(free.companyId)).toEqual({ objects: [], rows: [], entries: [] });
  });

  it('refuses to sign-in-less and cross-site uploads', async () => {
    const owner = await subscribedCompany();
    expect((await upload('', png(), { name: 'a.png' })).status).toBe(401);
    const crossSite = await call('/api/documents', {
      method: 'POST',
      cookie: owner.cookie,
      body: png(),
      headers: { origin: 'https://evil.example', 'x-file-name': 'a.png' },
    });
    expect(crossSite.status).toBe(403);
    expect(await storedFor(owner.companyId)).toEqual({ objects: [], rows: [], entries: [] });
  });
});
