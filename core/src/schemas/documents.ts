import { z } from 'zod';
import { CATEGORY_LABELS, DOCUMENT_CATEGORIES, type DocumentCategory } from '../document-categories.ts';
import { pageFields } from './paging.ts';

export { CATEGORY_LABELS, DOCUMENT_CATEGORIES, type DocumentCategory };

export const DOCUMENT_DESCRIPTION_MAX = 500;

/** The id that stands for 'no event' in evidence addresses (/api/evidence/general). */
export const GENERAL_EVIDENCE = 'general';

/** Texts the product rules do not give, for the API and the documents screen alike. */
export const DOCUMENT_MESSAGES = {
  descriptionTooLong: `Description must be at most ${DOCUMENT_DESCRIPTION_MAX} characters`,
  categoryInvalid: 'Category must be one of check-in, loading, detention, billing or other',
  nameHeaderMissing: 'File name is required',
  nameHeaderInvalid: 'File name is not validly encoded',
  batchSizeInvalid: 'Batch size must be a whole number',
  incomplete: 'The upload ended before the whole file arrived. Please try again.',
  limitReached: 'Your plan allows {max} documents. Delete or upgrade to store more.',
  alreadyArchived: 'This document is already archived.',
  notArchived: 'This document is not archived.',
  deleteNotAllowed: 'Only the uploader or a dispatcher or company admin can delete this document.',
  storageFailed: 'The file could not be stored. Please try again.',
  evidenceBusy: 'Another change to this evidence is being saved. Please try again.',
  evidenceIntact: 'Evidence log intact',
  evidenceBroken: 'Evidence log broken at entry {seq}: {reason}',
} as const;

/** Why a verification of the evidence log failed; the entry named with it is the first one that broke. */
export const EVIDENCE_BREAKS = {
  sequence: 'entry is missing or out of order',
  previousHash: 'previous hash does not match the entry before it',
  entryHash: 'entry was altered after it was written',
  objectMissing: 'stored file is missing',
  objectAltered: 'stored file does not match its recorded SHA-256',
  recordAltered: 'document record does not match the log',
  unlogged: 'document is not in the evidence log',
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

const eventIdField = () => z.string().trim().min(1).max(64).optional();

// The schemas are built in pure IIFEs: a screen that imports only the labels and texts above then
// leaves zod out of its bundle (the minifier drops an unused pure call, and zod with it).

/** Query of POST /api/documents (the file itself is the raw body). */
export const uploadQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    eventId: eventIdField(),
    category: z.enum(DOCUMENT_CATEGORIES, { error: DOCUMENT_MESSAGES.categoryInvalid }).default('other'),
    description: optionalText(DOCUMENT_DESCRIPTION_MAX, DOCUMENT_MESSAGES.descriptionTooLong),
  }))();
export type UploadQuery = z.infer<typeof uploadQuerySchema>;

/** Query of GET /api/documents (docs/product.md#validation Document list): search, category, status and sort. */
export const listQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    eventId: eventIdField(),
    q: optionalText(200, 'Search must be at most 200 characters'),
    category: z.enum([...DOCUMENT_CATEGORIES, 'all'], { error: DOCUMENT_MESSAGES.categoryInvalid }).default('all'),
    status: z.enum(['active', 'archived', 'all']).default('all'),
    sort: z.enum(['date', 'name']).default('date'),
    dir: z.enum(['asc', 'desc']).default('desc'),
  }))();
export type ListQuery = z.infer<typeof listQuerySchema>;

/** GET /api/documents, the app's list: its filters and a numbered page of it (the public API's v1 lists them all). */
export const documentPageQuerySchema = /* @__PURE__ */ (() => listQuerySchema.extend(pageFields))();
export type DocumentPageQuery = z.infer<typeof documentPageQuerySchema>;

/** A document as the API shows it (docs/product.md#data event_documents); url is the API's download address. */
export interface DocumentView {
  id: string;
  eventId: string | null;
  name: string;
  description: string | null;
  type: string;
  size: number;
  sha256: string;
  category: DocumentCategory;
  metadata: { size: number; lastModified: number; tags?: string[] };
  status: 'active' | 'archived';
  /** Milliseconds since the epoch, or null. */
  archivedAt: number | null;
  createdAt: number;
  url: string;
}

/** One entry of an evidence log, as GET /api/evidence/:eventId lists it. */
export interface EvidenceEntryView {
  seq: number;
  action: 'uploaded' | 'archived' | 'restored' | 'deleted';
  documentId: string;
  documentSha256: string;
  actorUserId: string;
  createdAt: number;
  prevHash: string;
  hash: string;
}

/** The answer of GET /api/evidence/:eventId/verify. */
export interface EvidenceVerification {
  ok: boolean;
  entries: number;
  brokenAt?: { seq: number; reason: string; documentId?: string };
}
