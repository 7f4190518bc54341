import { encodeHexLowerCase } from '@oslojs/encoding';
import { type PageBoundingBox, PDFDocument, type PDFEmbeddedPage, type PDFImage, type PDFPage } from 'pdf-lib';
import { jpegOrientation } from './jpeg-orientation.ts';

/** An evidence document of the stop as the invoice lists it, with where its bytes lie. */
export interface EvidenceDocument {
  name: string;
  category: string;
  sha256: string;
  size: number;
  createdAt: Date;
  objectKey: string;
  /** The type sniffed from its bytes when it was uploaded. */
  type: string;
}

/** A page of an evidence PDF, embedded as a drawing, with the turn its reader would show it at. */
export interface SourcePage {
  page: PDFEmbeddedPage;
  rotation: number;
}

/** An evidence document in the packet: drawn as an image, as its own pages, or only listed with the reason. */
export type Exhibit = EvidenceDocument &
  (
    | { kind: 'image'; image: PDFImage; orientation: number }
    | { kind: 'pdf'; pages: SourcePage[] }
    | { kind: 'listed'; reason: string }
  );

const MB = 1024 * 1024;
/** Far above the upload limit: an object this large was not uploaded through Dwell's checks. */
export const FILE_LIMIT = 8 * MB;
/** What one packet embeds at most, so rendering stays within a Worker's memory whatever the stop holds. */
export const PACKET_LIMIT = 25 * MB;
export const PDF_PAGE_LIMIT = 50;

/** Why a document is listed but not shown; the invoice prints these after 'Not attached:'. */
export const NOT_ATTACHED = {
  type: 'this type of file cannot be shown in a PDF',
  missing: 'the file is missing from storage',
  tooLarge: `the file is larger than ${FILE_LIMIT / MB} MB`,
  packetFull: `the packet already holds ${PACKET_LIMIT / MB} MB of evidence`,
  changed: 'the stored file no longer matches its SHA-256 fingerprint',
  image: 'the image could not be read',
  pdf: 'the PDF could not be read',
  encrypted: 'the PDF is encrypted',
  pages: `the PDF has more than ${PDF_PAGE_LIMIT} pages`,
} as const;

const EMBEDDABLE = new Set(['image/jpeg', 'image/png', 'application/pdf']);

/** The bytes of a document as uploaded, or why they cannot be used; `budget.left` is what the packet may still take. */
async function read(bucket: R2Bucket, doc: EvidenceDocument, budget: { left: number }): Promise<Uint8Array | string> {
  const object = await bucket.get(doc.objectKey);
  if (!object) return NOT_ATTACHED.missing;
  const reason =
    object.size > FILE_LIMIT ? NOT_ATTACHED.tooLarge : object.size > budget.left && NOT_ATTACHED.packetFull;
  if (reason) {
    await object.body.cancel();
    return reason;
  }
  budget.left -= object.size;
  const bytes = new Uint8Array(await object.arrayBuffer());
  const sha256 = encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
  // The packet vouches for each file by its recorded fingerprint: a file that changed since upload is not shown.
  return sha256 === doc.sha256 ? bytes : NOT_ATTACHED.changed;
}

async function embedImage(pdf: PDFDocument, doc: EvidenceDocument, bytes: Uint8Array): Promise<Exhibit> {
  try {
    const jpeg = doc.type === 'image/jpeg';
    const image = jpeg ? await pdf.embedJpg(bytes) : await pdf.embedPng(bytes);
    // Embedded now rather than when the packet is saved, so a broken file fails here, alone.
    await image.embed();
    return { ...doc, kind: 'image', image, orientation: jpeg ? jpegOrientation(bytes) : 1 };
  } catch {
    return { ...doc, kind: 'listed', reason: NOT_ATTACHED.image };
  }
}

/** Embeds `pages` (each cut to its box) into `pdf` now, so a broken page fails here. */
async function embedAll(pdf: PDFDocument, pages: PDFPage[], boxes: PageBoundingBox[]) {
  const embedded = await pdf.embedPages(pages, boxes);
  for (const page of embedded) await page.embed();
  return embedded;
}

async function embedPdf(pdf: PDFDocument, doc: EvidenceDocument, bytes: Uint8Array): Promise<Exhibit> {
  try {
    // Loaded even when encrypted, to tell that apart from a broken file; its pages are then not used.
    const source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (source.isEncrypted) return { ...doc, kind: 'listed', reason: NOT_ATTACHED.encrypted };
    const pages = source.getPages();
    if (pages.length > PDF_PAGE_LIMIT) return { ...doc, kind: 'listed', reason: NOT_ATTACHED.pages };
    if (pages.length === 0) return { ...doc, kind: 'listed', reason: NOT_ATTACHED.pdf };
    // The crop box is what a reader shows of a page (pdf-lib would take the media box from its origin).
    const boxes = pages.map((page) => {
      const { x, y, width, height } = page.getCropBox();
      return { left: x, bottom: y, right: x + width, top: y + height };
    });
    // Tried in a scratch document first: a page pdf-lib cannot embed (one without contents, say) would stay queued
    // in the packet and fail its save, taking the whole invoice down rather than this one exhibit.
    await embedAll(await PDFDocument.create(), pages, boxes);
    const embedded = await embedAll(pdf, pages, boxes);
    return {
      ...doc,
      kind: 'pdf',
      pages: embedded.map((page, i) => ({
        page,
        // Readers honour quarter turns only; anything else in /Rotate is a broken file's noise.
        rotation: (((Math.round((pages[i]?.getRotation().angle ?? 0) / 90) * 90) % 360) + 360) % 360,
      })),
    };
  } catch {
    return { ...doc, kind: 'listed', reason: NOT_ATTACHED.pdf };
  }
}

/**
 * Reads each evidence document from the bucket, in order, and embeds what a PDF can show: JPEG and PNG images and
 * the pages of PDFs. A document that is of another type, missing, too large, changed since upload or unreadable is
 * kept in the list with the reason, and never stops the invoice from rendering.
 */
export async function loadExhibits(pdf: PDFDocument, bucket: R2Bucket, docs: EvidenceDocument[]): Promise<Exhibit[]> {
  const budget = { left: PACKET_LIMIT };
  const exhibits: Exhibit[] = [];
  for (const doc of docs) {
    if (!EMBEDDABLE.has(doc.type)) {
      exhibits.push({ ...doc, kind: 'listed', reason: NOT_ATTACHED.type });
      continue;
    }
    const bytes = await read(bucket, doc, budget);
    if (typeof bytes === 'string') exhibits.push({ ...doc, kind: 'listed', reason: bytes });
    else if (doc.type === 'application/pdf') exhibits.push(await embedPdf(pdf, doc, bytes));
    else exhibits.push(await embedImage(pdf, doc, bytes));
  }
  return exhibits;
}
