import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { companies, eventDocuments } from '../../lib/schema.ts';
import { claimFor, completedStop } from '../../../test/fixtures/claims.ts';
import { type Fleet, fleet } from '../../../test/fixtures/companies.ts';
import { storedDirectly, uploaded } from '../../../test/fixtures/documents.ts';
import { pdf, png } from '../../../test/fixtures/files.ts';
import { call, db } from '../../../test/fixtures/http.ts';
import { encryptedPdf, evidencePdf, jpegPhoto, pngPhoto } from '../../../test/fixtures/images.ts';
import { embeddedFonts, imagesOf, pageOperators, pdfText } from '../../../test/fixtures/pdf.ts';

const MB = 1024 * 1024;

async function download(f: Fleet, claimId: string) {
  const res = await call(`/api/claims/${claimId}/invoice.pdf`, { cookie: f.dispatcher.cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return new Uint8Array(await res.arrayBuffer());
}

describe('the invoice packet', () => {
  it('prints names in any European script with the Unicode font, each time with its zone', async () => {
    const f = await fleet();
    await db()
      .update(companies)
      .set({ name: 'Transports Émile & Fils', address: 'Rue du Marché 5 🚚', timezone: 'America/Chicago' })
      .where(eq(companies.id, f.companyId));
    const customer = await call('/api/customers', { cookie: f.admin.cookie, json: { name: 'Café Nørd' } });
    const facility = await call('/api/facilities', {
      cookie: f.admin.cookie,
      json: { name: 'Łódź Logistik Ærø Fisk', address: 'ул. Тверская 1, Москва', lat: 39.74, lng: -104.99 },
    });
    const customerId = ((await customer.json()) as { customer: { id: string } }).customer.id;
    const facilityId = ((await facility.json()) as { facility: { id: string } }).facility.id;
    const event = await completedStop(f, 200, 6, {
      customerId,
      facilityId,
      facilityName: 'Łódź Logistik Ærø Fisk',
      facilityAddress: 'ул. Тверская 1, Москва',
    });
    await uploaded(f.driver.cookie, jpegPhoto(), { name: 'Ærø dock.jpg', query: { eventId: event.id } });
    const claim = await claimFor(f, event.id);

    const bytes = await download(f, claim.id);
    const lines = await pdfText(bytes);
    const text = lines.join('\n');
    for (const name of ['Café Nørd', 'Łódź Logistik Ærø Fisk', 'ул. Тверская 1, Москва', 'Transports Émile & Fils']) {
      expect(text).toContain(name);
    }
    expect(text).toContain('Exhibit 1: Ærø dock.jpg');
    // A character the font has no glyph for prints as '?' rather than failing the invoice.
    expect(text).toContain('Rue du Marché 5 ?');
    // The issue date in the company's zone (Chicago); the stop and its evidence in the facility's (Denver).
    expect(lines.find((l) => l.startsWith('Invoice '))).toMatch(/Issued .+ C[SD]T {2}\|/);
    expect(lines[lines.indexOf('Check-in') + 1]).toMatch(/ M[SD]T$/);
    expect(lines[lines.indexOf('Check-out') + 1]).toMatch(/ M[SD]T$/);
    expect(text).toMatch(/Exhibit 1: Ærø dock\.jpg \(Other, 2 KB, uploaded .+ M[SD]T\)/);
    expect(text).toMatch(/Uploaded .+ M[SD]T {2}\| {2}2 KB/);
    // Only the glyphs drawn are embedded: the two weights of the bundled font as small subsets, no standard font.
    const fonts = embeddedFonts(await PDFDocument.load(bytes));
    expect(fonts.map((font) => font.name).sort()).toEqual([
      expect.stringMatching(/^Arimo-Bold/),
      expect.stringMatching(/^Arimo-Regular/),
    ]);
    for (const font of fonts) expect(font.program.byteLength).toBeLessThan(30_000);
  });

  it('attaches photos and PDF pages after the invoice, one exhibit per page, each captioned', async () => {
    const f = await fleet();
    const event = await completedStop(f, 200);
    const query = { eventId: event.id, category: 'detention' };
    const photo = jpegPhoto(6);
    await uploaded(f.driver.cookie, photo, { name: 'dock.jpg', query });
    await uploaded(f.driver.cookie, pngPhoto(), { name: 'gate.png', query });
    const bol = await evidencePdf(['Bill of lading page 1', 'Bill of lading page 2'], 90);
    const uploadedBol = await uploaded(f.driver.cookie, bol, { name: 'bol.pdf', query: { eventId: event.id } });
    const claim = await claimFor(f, event.id);

    const bytes = await download(f, claim.id);
    const doc = await PDFDocument.load(bytes);
    // One invoice page, then the photo, the scan and the two pages of the bill of lading.
    expect(doc.getPageCount()).toBe(5);
    const text = (await pdfText(bytes)).join('\n');
    expect(text).toContain('Attached: 1 page\n');
    expect(text).toContain('Attached: 2 pages');
    for (const caption of [
      'Exhibit 1: dock.jpg',
      'Exhibit 2: gate.png',
      'Exhibit 3: bol.pdf, page 1 of 2',
      'Exhibit 3: bol.pdf, page 2 of 2',
      `SHA-256 ${uploadedBol.sha256}`,
      'Page 5 of 5',
    ]) {
      expect(text).toContain(caption);
    }
    // The PDF's own pages are drawn in, their text with them.
    expect(text).toMatch(/Bill of lading page 1[\s\S]*Bill of lading page 2[\s\S]*Page 5 of 5/);

    const images = imagesOf(doc);
    expect(images).toHaveLength(2);
    // The JPEG is embedded byte for byte; the PNG as its pixels.
    const [jpeg, png] = images;
    expect(jpeg?.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('DCTDecode'));
    expect(jpeg?.contents).toEqual(photo);
    expect(png?.dict.toString()).toMatch(/\/Width 90[\s\S]*\/Height 60|\/Height 60[\s\S]*\/Width 90/);
    // The photo is drawn turned a quarter clockwise (its EXIF orientation 6): the matrix has no scale on x or y.
    expect(pageOperators(doc, 1)).toMatch(/\n0 -[\d.]+ [\d.]+ 0 [\d.]+ [\d.]+ cm\n/);
  });

  it('lists a corrupt, changed, missing, too large, encrypted or too long file with its reason and still renders', async () => {
    const f = await fleet();
    const event = await completedStop(f, 200);
    const query = { eventId: event.id };
    const corrupt = await uploaded(f.driver.cookie, png(), { name: 'corrupt.png', query });
    const changed = await uploaded(f.driver.cookie, pngPhoto(), { name: 'changed.png', query });
    const missing = await uploaded(f.driver.cookie, jpegPhoto(), { name: 'missing.jpg', query });
    await uploaded(f.driver.cookie, jpegPhoto(), { name: 'good.jpg', query });
    await uploaded(f.driver.cookie, pdf(), { name: 'broken.pdf', query });
    await uploaded(f.driver.cookie, encryptedPdf(), { name: 'locked.pdf', query });
    const long = await evidencePdf(Array.from({ length: 51 }, (_, i) => `Page ${i + 1}`));
    await uploaded(f.driver.cookie, long, { name: 'long.pdf', query });
    const keyOf = async (id: string) =>
      (await db().select().from(eventDocuments).where(eq(eventDocuments.id, id)))[0]?.objectKey ?? '';
    await env.DOCUMENTS.put(await keyOf(changed.id), jpegPhoto(3));
    await env.DOCUMENTS.delete(await keyOf(missing.id));
    await storedDirectly(f, event.id, 'huge.jpg', 'image/jpeg', new Uint8Array(9 * MB));
    await storedDirectly(f, event.id, 'notes.txt', 'text/plain', new TextEncoder().encode('free text'));
    const claim = await claimFor(f, event.id);

    const bytes = await download(f, claim.id);
    const doc = await PDFDocument.load(bytes);
    expect(imagesOf(doc)).toHaveLength(1);
    const lines = await pdfText(bytes);
    // The invoice's pages, then one page: good.jpg's.
    const pages = doc.getPageCount();
    const caption = lines.indexOf('Exhibit 4: good.jpg');
    expect(lines[caption - 1]).toBe(`Detention invoice ${claim.number}  |  Page ${pages - 1} of ${pages}`);
    expect(lines.slice(caption).filter((l) => l.startsWith('Exhibit '))).toEqual(['Exhibit 4: good.jpg']);
    expect(lines.at(-1)).toBe(`Detention invoice ${claim.number}  |  Page ${pages} of ${pages}`);
    const reasonOf = (name: string) =>
      lines.slice(lines.findIndex((l) => l.includes(`: ${name} (`))).find((l) => /^(Not attached|Attached): /.test(l));
    expect(reasonOf('corrupt.png')).toBe('Not attached: the image could not be read');
    expect(reasonOf('changed.png')).toBe('Not attached: the stored file no longer matches its SHA-256 fingerprint');
    expect(reasonOf('missing.jpg')).toBe('Not attached: the file is missing from storage');
    expect(reasonOf('good.jpg')).toBe('Attached: 1 page');
    expect(reasonOf('huge.jpg')).toBe('Not attached: the file is larger than 8 MB');
    expect(reasonOf('notes.txt')).toBe('Not attached: this type of file cannot be shown in a PDF');
    expect(reasonOf('broken.pdf')).toBe('Not attached: the PDF could not be read');
    expect(reasonOf('locked.pdf')).toBe('Not attached: the PDF is encrypted');
    expect(reasonOf('long.pdf')).toBe('Not attached: the PDF has more than 50 pages');
    expect(lines).toContain(`SHA-256 ${corrupt.sha256}`);
    expect(lines).toContain('Exhibit 4: good.jpg');
  });

  it('lists a PDF whose page has no contents (a damaged scan) and still renders, sends and downloads the claim', async () => {
    const f = await fleet();
    const event = await completedStop(f, 200);
    // Well formed to the trailer, but its one page has no content stream: pdf-lib cannot embed it.
    const damaged = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    await uploaded(f.driver.cookie, damaged, { name: 'bol.pdf', query: { eventId: event.id } });
    const claim = await claimFor(f, event.id);
    const sent = await call(`/api/claims/${claim.id}/status`, { cookie: f.admin.cookie, json: { status: 'sent' } });
    expect(sent.status).toBe(200);
    const lines = await pdfText(await download(f, claim.id));
    expect(
      lines.slice(lines.findIndex((l) => l.includes(': bol.pdf ('))).find((l) => l.startsWith('Not attached')),
    ).toBe('Not attached: the PDF could not be read');
  });

  it('stops attaching once the packet holds 25 MB of evidence, and says so', async () => {
    const f = await fleet();
    const event = await completedStop(f, 200);
    for (const n of [1, 2, 3, 4]) {
      // Unreadable as images, but read all the same: they count towards what one packet takes.
      await storedDirectly(f, event.id, `scan-${n}.jpg`, 'image/jpeg', new Uint8Array(7 * MB).fill(n));
    }
    const claim = await claimFor(f, event.id);

    const lines = await pdfText(await download(f, claim.id));
    const reasons = lines.filter((l) => l.startsWith('Not attached: '));
    expect(reasons).toEqual([
      'Not attached: the image could not be read',
      'Not attached: the image could not be read',
      'Not attached: the image could not be read',
      'Not attached: the packet already holds 25 MB of evidence',
    ]);
  });
});
