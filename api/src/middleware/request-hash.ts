import { encodeHexLowerCase } from '@oslojs/encoding';
import type { Context } from 'hono';
import { hashSecret } from '@dwell/core/server/tokens';

/**
 * The fingerprints an Idempotency-Key is matched on: the method, path and query, and the whole body — a JSON
 * write by its value (spacing and key order do not make it another request), any other body by its text, a
 * streamed file upload by its name and the SHA-256 of its bytes.
 */

const target = (c: Pick<Context, 'req'>) => {
  const url = new URL(c.req.url);
  return `${c.req.method} ${url.pathname}${url.search}\n`;
};

/** JSON with object keys sorted at every depth: one text for one value. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** A body's text as it is fingerprinted: valid JSON by its canonical form, anything else as sent. */
export function canonicalBody(text: string): string {
  try {
    return JSON.stringify(canonical(JSON.parse(text)));
  } catch {
    return text;
  }
}

/** A write with a small body (every non-upload body is capped before it is read): its value. */
export async function textHash(c: Pick<Context, 'req'>): Promise<string> {
  // Hono keeps the text it read, so the route's json validator still reads the body afterwards.
  return hashSecret(`${target(c)}${canonicalBody(await c.req.text())}`);
}

/** A file upload: its name and the SHA-256 of its bytes. */
export const uploadHash = (c: Pick<Context, 'req'>, bytesSha256: string): string =>
  hashSecret(`${target(c)}${c.req.header('x-file-name') ?? ''}\n${bytesSha256}`);

const hexOf = async (digest: Promise<ArrayBuffer>) => encodeHexLowerCase(new Uint8Array(await digest));

/**
 * Hands the body on to the handler unchanged while hashing every byte that passes; resolves with the SHA-256
 * once the handler has read it to the end (never, when it stopped early: only a completed upload asks).
 */
export function hashAsRead(c: Pick<Context, 'req'>): Promise<string> {
  const digest = new crypto.DigestStream('SHA-256');
  const hash = digest.getWriter();
  const body = c.req.raw.body;
  if (!body) {
    void hash.close();
    return hexOf(digest.digest);
  }
  const tap = new TransformStream<Uint8Array, Uint8Array>({
    async transform(chunk, controller) {
      await hash.write(chunk);
      controller.enqueue(chunk);
    },
    async flush() {
      await hash.close();
    },
  });
  c.req.raw = new Request(c.req.raw, { body: body.pipeThrough(tap) });
  const result = hexOf(digest.digest);
  result.catch(() => undefined);
  return result;
}

/** The SHA-256 of a whole body read here (a replay's), or null once it passes maxBytes: then it differs. */
export async function hashBody(c: Pick<Context, 'req'>, maxBytes: number): Promise<string | null> {
  const digest = new crypto.DigestStream('SHA-256');
  const hash = digest.getWriter();
  const reader = c.req.raw.body?.getReader();
  let size = 0;
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    size += part.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      await hash.abort();
      return null;
    }
    await hash.write(part.value);
  }
  await hash.close();
  return hexOf(digest.digest);
}
