import {
  checkFileCount,
  checkUpload,
  checkUploadName,
  type UploadErrorCode,
  type UploadRules,
} from '@dwell/core/files';
import { DATE_FIELDS, parseTime, timeMessage } from '@dwell/core/date-input';
import { DOCUMENT_MESSAGES } from '@dwell/core/schemas/documents';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../errors.ts';

/** What the request says about the file before a byte of it is read. */
export interface UploadHeaders {
  /** The user's own file name, checked (no separators or control characters) and trimmed. */
  name: string;
  /** Content-Length: the exact number of bytes the body must bring. */
  length: number;
  /** X-Last-Modified (ms), or null when the client did not send it. */
  lastModified: number | null;
}

const STATUS: Record<UploadErrorCode, ContentfulStatusCode> = {
  invalid_name: 400,
  file_too_small: 400,
  file_too_large: 413,
  invalid_file_type: 415,
};

/** The answer for a refused file, with core's message and code. */
export function uploadError(code: UploadErrorCode, message: string): ApiError {
  return new ApiError(STATUS[code], code, message);
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new ApiError(400, 'invalid_name', DOCUMENT_MESSAGES.nameHeaderInvalid);
  }
}

function wholeNumber(raw: string | undefined, code: string, message: string): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  if (!/^\d{1,16}$/.test(raw.trim())) throw new ApiError(400, code, message);
  return Number(raw.trim());
}

/**
 * Checks the upload's headers: X-Batch-Size (files picked at once), X-File-Name (encodeURIComponent of the
 * user's name; `defaultName` when absent, or refused when there is none), Content-Length against the rules'
 * size range, and X-Last-Modified. Refuses before the body is read, so an oversized file costs nothing.
 */
export function readUploadHeaders(headers: Headers, rules: UploadRules, defaultName?: string): UploadHeaders {
  const batch = wholeNumber(
    headers.get('x-batch-size') ?? undefined,
    'validation_failed',
    DOCUMENT_MESSAGES.batchSizeInvalid,
  );
  if (batch !== null) {
    const count = checkFileCount(rules, batch);
    if (!count.ok) throw new ApiError(400, count.code, count.message);
  }
  const rawName = headers.get('x-file-name');
  if (rawName === null && defaultName === undefined) {
    throw new ApiError(400, 'invalid_name', DOCUMENT_MESSAGES.nameHeaderMissing);
  }
  const checked = checkUploadName(rawName === null ? (defaultName ?? '') : decodeName(rawName));
  if (!checked.ok) throw new ApiError(400, 'invalid_name', checked.message);

  const lengthHeader = headers.get('content-length');
  if (lengthHeader === null) throw new ApiError(411, 'length_required', 'Content-Length is required');
  const length = wholeNumber(lengthHeader, 'bad_request', 'Content-Length is not valid') ?? 0;
  if (length < rules.minBytes || length > rules.maxBytes) {
    // Only the size can fail here: the name already passed.
    const sized = checkUpload(rules, { name: checked.name, size: length, head: new Uint8Array() });
    if (!sized.ok) throw uploadError(sized.code, sized.message);
  }
  return { name: checked.name, length, lastModified: readLastModified(headers.get('x-last-modified')) };
}

/** X-Last-Modified: absent or empty is unknown (null); otherwise a time by the rule every date field follows. */
function readLastModified(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const parsed = parseTime(raw.trim());
  if ('ms' in parsed) return parsed.ms;
  throw new ApiError(400, 'validation_failed', timeMessage(parsed.problem, DATE_FIELDS.lastModified));
}
