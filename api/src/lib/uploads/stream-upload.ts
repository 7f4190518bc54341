import { checkUpload, type SniffedType, type UploadRules } from '@dwell/core/files';
import { DOCUMENT_MESSAGES } from '@dwell/core/schemas/documents';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { ApiError } from '../errors.ts';
import { uploadError } from './upload-headers.ts';

/** Enough of the start of a file for the magic bytes and core's markup scan. */
const HEAD_BYTES = 1024;

export interface StoredUpload {
  size: number;
  /** SHA-256 of the stored bytes, lower-case hex. */
  sha256: string;
  /** The type sniffed from the bytes, which is also the stored Content-Type. */
  type: SniffedType;
}

interface StreamUploadOptions {
  rules: UploadRules;
  name: string;
  /** The declared Content-Length; the body must bring exactly this many bytes. */
  length: number;
  customMetadata?: Record<string, string>;
}

const incomplete = () => new ApiError(400, 'upload_incomplete', DOCUMENT_MESSAGES.incomplete);
const storageFailed = () => new ApiError(502, 'storage_failed', DOCUMENT_MESSAGES.storageFailed);

/** Reads chunks until `want` bytes are buffered or the body ends; a client that drops out is 'incomplete'. */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, want: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < want && !done) {
    const next = await reader.read().catch(() => {
      throw incomplete();
    });
    if (next.done) done = true;
    else {
      chunks.push(next.value);
      size += next.value.byteLength;
    }
  }
  const head = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    head.set(chunk, at);
    at += chunk.byteLength;
  }
  return { head, done };
}

/**
 * Streams a request body into R2 under `key`, never holding more than one chunk beyond the first 1 KiB:
 * the type is decided from the first bytes (magic bytes, no markup) before anything is written, every byte
 * is counted against the declared length and the rules' maximum, and hashed on the way. R2 commits an
 * object only when its stream ends cleanly, so a refused, oversized or truncated body leaves nothing.
 */
export async function streamUpload(
  bucket: R2Bucket,
  key: string,
  body: ReadableStream<Uint8Array> | null,
  options: StreamUploadOptions,
): Promise<StoredUpload> {
  const { rules, name, length } = options;
  if (!body) throw incomplete();
  const reader = body.getReader();
  const { head, done } = await readHead(reader, Math.min(HEAD_BYTES, length + 1));
  if (head.byteLength === 0) throw incomplete();
  const checked = checkUpload(rules, { name, size: head.byteLength, head });
  if (!checked.ok) {
    await reader.cancel().catch(() => undefined);
    throw uploadError(checked.code, checked.message);
  }
  if (head.byteLength > length || (done && head.byteLength < length))
    throw sizeMismatch(rules, name, head.byteLength, length);

  const { readable, writable } = new FixedLengthStream(length);
  const digest = new crypto.DigestStream('SHA-256');
  const putting = bucket.put(key, readable, {
    httpMetadata: { contentType: checked.type },
    customMetadata: options.customMetadata ?? {},
  });
  // Both settle with an error when the upload is abandoned; keep that handled, they are awaited below.
  putting.catch(() => undefined);
  digest.digest.catch(() => undefined);
  // A bucket that fails without reading the stream would leave our writes waiting forever.
  const putFailed = new Promise<never>((_, reject) => putting.catch(reject));
  putFailed.catch(() => undefined);
  const file = writable.getWriter();
  const hash = digest.getWriter();
  let size = 0;
  try {
    let chunk: Uint8Array | undefined = head;
    let finished = done;
    while (chunk) {
      size += chunk.byteLength;
      if (size > length) throw sizeMismatch(rules, name, size, length);
      await Promise.race([Promise.all([file.write(chunk), hash.write(chunk)]), putFailed]);
      if (finished) break;
      const next = await reader.read().catch(() => {
        throw incomplete();
      });
      finished = next.done;
      chunk = next.done ? undefined : next.value;
    }
    if (size < length) throw incomplete();
    await Promise.race([Promise.all([file.close(), hash.close()]), putFailed]);
  } catch (error) {
    await Promise.all([file.abort(error).catch(() => undefined), hash.abort(error).catch(() => undefined)]);
    await reader.cancel().catch(() => undefined);
    await putting.catch(() => undefined);
    if (error instanceof ApiError) throw error;
    // Not the body's fault: the bucket stopped taking the stream.
    console.error(JSON.stringify({ storageError: String(error).slice(0, 300), key }));
    throw storageFailed();
  }
  try {
    await putting;
  } catch (error) {
    console.error(JSON.stringify({ storageError: String(error).slice(0, 300), key }));
    throw storageFailed();
  }
  return { size, sha256: encodeHexLowerCase(new Uint8Array(await digest.digest)), type: checked.type };
}

function sizeMessage(rules: UploadRules, name: string, size: number): string {
  const check = checkUpload(rules, { name, size, head: new Uint8Array() });
  return check.ok ? DOCUMENT_MESSAGES.incomplete : check.message;
}

/** More bytes than declared is a lying client or an oversized file; fewer means the upload was cut off. */
function sizeMismatch(rules: UploadRules, name: string, size: number, length: number): ApiError {
  if (size > rules.maxBytes) return uploadError('file_too_large', sizeMessage(rules, name, size));
  if (size > length) return new ApiError(400, 'length_mismatch', 'The file is larger than its Content-Length');
  return incomplete();
}
