import { UPLOAD_MAX_BYTES } from './constants.ts';
import { fileLargerThan, fileSmallerThan, fileTypeMustBe, VALIDATION } from './messages.ts';

export type SniffedType = 'image/png' | 'image/jpeg' | 'application/pdf';

const SIGNATURES: readonly { type: SniffedType; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // '%PDF-'
];

/**
 * The file's real type from its first bytes. The name and the browser's MIME type are chosen by the
 * uploader, so they are never consulted. The signature must sit at offset 0, also for PDF (readers
 * accept it later), so that a file cannot open as something else before its PDF header.
 */
export function sniffType(head: Uint8Array): SniffedType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return match?.type ?? null;
}

const MARKUP_SCAN_BYTES = 1024;
const MARKUP_MARKERS = [
  '<html',
  '<!doctype',
  '<head',
  '<body',
  '<script',
  '<iframe',
  '<frame',
  '<object',
  '<embed',
  '<svg',
  '<math',
  '<?xml',
  '<xml',
  '<!entity',
  '<style',
  '<meta',
  '<link',
  '<base',
  '<img',
  '<form',
  'javascript:',
  'vbscript:',
];

/**
 * Whether the first 1024 bytes look like HTML, SVG or XML, as a browser's content sniffing might
 * treat them: markup at the start (after a BOM and whitespace) or a marker anywhere in the scan.
 * Used to refuse polyglots, e.g. a PDF that is also an HTML page, or a '.png' that is really SVG.
 */
export function looksLikeMarkup(head: Uint8Array): boolean {
  let text = '';
  for (const byte of head.subarray(0, MARKUP_SCAN_BYTES)) {
    // Dropping NULs lets UTF-16 text match the same ASCII markers.
    if (byte !== 0) text += String.fromCharCode(byte);
  }
  text = text.toLowerCase();
  const start = text.replace(/^(?:\xef\xbb\xbf|\xfe\xff|\xff\xfe)?[\t\n\f\r ]*/, '');
  return /^<[a-z!?/]/.test(start) || MARKUP_MARKERS.some((marker) => text.includes(marker));
}

export const UPLOAD_NAME_MAX_LENGTH = 200;

/** Texts for a refused file name that the product's words do not cover, kept here for the API and the screens. */
export const UPLOAD_NAME_MESSAGES = {
  required: 'File name is required',
  tooLong: `File name must be at most ${UPLOAD_NAME_MAX_LENGTH} characters`,
  separator: 'File name must not contain / or \\',
  dots: 'File name must not be . or ..',
  control: 'File name must not contain control characters',
} as const;

// C0 controls and DEL, plus the bidi controls that can disguise an extension ('gpj.exe' shown as 'exe.jpg').
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const c = char.codePointAt(0) ?? 0;
    if (c <= 0x1f || c === 0x7f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) return true;
  }
  return false;
}

/** Checks a user's file name before it is stored or shown; trims surrounding whitespace. */
export function checkUploadName(name: string): { ok: true; name: string } | { ok: false; message: string } {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, message: UPLOAD_NAME_MESSAGES.required };
  if ([...trimmed].length > UPLOAD_NAME_MAX_LENGTH) return { ok: false, message: UPLOAD_NAME_MESSAGES.tooLong };
  if (hasControlCharacter(trimmed)) return { ok: false, message: UPLOAD_NAME_MESSAGES.control };
  if (/[/\\]/.test(trimmed)) return { ok: false, message: UPLOAD_NAME_MESSAGES.separator };
  // With separators refused, a '..' segment can only be the whole name.
  if (trimmed === '.' || trimmed === '..') return { ok: false, message: UPLOAD_NAME_MESSAGES.dots };
  return { ok: true, name: trimmed };
}

export interface UploadRules {
  types: readonly SniffedType[];
  maxBytes: number;
  minBytes: 1;
  maxFiles: number;
  /** docs/product.md#validation gives avatars their own texts instead of the generic ones. */
  messages?: { tooLarge: string; wrongType: string };
}

/** Evidence documents (docs/product.md#validation Document upload): PNG, JPEG or PDF, 5 MB each, up to 10 at once. */
export const DOCUMENT_RULES: UploadRules = {
  types: ['image/png', 'image/jpeg', 'application/pdf'],
  maxBytes: UPLOAD_MAX_BYTES,
  minBytes: 1,
  maxFiles: 10,
};

/** Profile pictures (docs/product.md#validation Avatar): PNG or JPEG, 5 MB, one file. */
export const AVATAR_RULES: UploadRules = {
  types: ['image/png', 'image/jpeg'],
  maxBytes: UPLOAD_MAX_BYTES,
  minBytes: 1,
  maxFiles: 1,
  messages: { tooLarge: VALIDATION.avatarTooLarge, wrongType: VALIDATION.avatarWrongType },
};

export type UploadErrorCode = 'invalid_name' | 'file_too_small' | 'file_too_large' | 'invalid_file_type';
export type UploadCheck = { ok: true; type: SniffedType } | { ok: false; code: UploadErrorCode; message: string };

const LABELS: Record<SniffedType, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPG', 'application/pdf': 'PDF' };

/**
 * Checks one uploaded file: its name, its size, then its real type from the first bytes (which must
 * not also look like markup). `head` should hold at least the first 1024 bytes of the file.
 */
export function checkUpload(rules: UploadRules, file: { name: string; size: number; head: Uint8Array }): UploadCheck {
  const name = checkUploadName(file.name);
  if (!name.ok) return { ok: false, code: 'invalid_name', message: name.message };
  if (!(file.size >= rules.minBytes)) {
    return { ok: false, code: 'file_too_small', message: fileSmallerThan(rules.minBytes) };
  }
  if (file.size > rules.maxBytes) {
    return { ok: false, code: 'file_too_large', message: rules.messages?.tooLarge ?? fileLargerThan(rules.maxBytes) };
  }
  const type = sniffType(file.head);
  if (!type || !rules.types.includes(type) || looksLikeMarkup(file.head)) {
    const labels = rules.types.map((t) => LABELS[t]);
    const allowed = labels.length > 1 ? `one of ${labels.join(', ')}` : (labels[0] ?? '');
    return { ok: false, code: 'invalid_file_type', message: rules.messages?.wrongType ?? fileTypeMustBe(allowed) };
  }
  return { ok: true, type };
}

/** The extension a stored file gets, from its sniffed type rather than the uploader's name. */
export function extensionFor(type: SniffedType): 'png' | 'jpg' | 'pdf' {
  if (type === 'image/png') return 'png';
  if (type === 'image/jpeg') return 'jpg';
  return 'pdf';
}

/** Checks how many files arrive in one upload against the rules' maxFiles ('Too many files', docs/product.md#validation). */
export function checkFileCount(
  rules: UploadRules,
  count: number,
): { ok: true } | { ok: false; code: 'too_many_files'; message: string } {
  if (count > rules.maxFiles) return { ok: false, code: 'too_many_files', message: VALIDATION.tooManyFiles };
  return { ok: true };
}
