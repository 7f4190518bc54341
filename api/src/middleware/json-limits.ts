import { AUTH } from '@dwell/core/messages';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { isEldWebhook } from '../lib/integrations/webhook-path.ts';

export const JSON_MAX_DEPTH = 20;
export const JSON_MAX_KEYS = 200;

export const JSON_LIMIT_MESSAGES = {
  tooDeep: `The request body is nested more than ${JSON_MAX_DEPTH} levels deep.`,
  tooManyFields: `The request body has more than ${JSON_MAX_KEYS} fields.`,
} as const;

/** Every media type hono's json validator parses (application/json, application/<x>+json, any case). */
const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/i;

/** Signed by the payment provider, whose events are large and nested; only the size limit applies. */
const SHAPE_EXEMPT = new Set(['/api/billing/webhook']);

/** Nesting depth and number of object keys of JSON text, found without parsing it (no recursion). */
export function jsonShape(text: string): { depth: number; keys: number } {
  let depth = 0;
  let deepest = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i += 1;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x7b || ch === 0x5b) {
      depth += 1;
      deepest = Math.max(deepest, depth);
    } else if (ch === 0x7d || ch === 0x5d) {
      depth -= 1;
    } else if (ch === 0x3a) {
      keys += 1;
    }
  }
  return { depth: deepest, keys };
}

/** The body's bytes, or null as soon as they pass maxBytes (whatever Content-Length claimed). */
export async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null;
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    total += part.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(part.value);
  }
  const all = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

/**
 * Every body the json validator would parse is read once here, refused past maxBytes (413), nested deeper
 * than JSON_MAX_DEPTH or carrying more than JSON_MAX_KEYS keys (400), before any handler parses it.
 */
export const jsonLimits = ({ maxBytes }: { maxBytes: number }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const media = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA.test(media) || !c.req.raw.body || isEldWebhook(c.req.method, c.req.path)) return next();
    const body = await readCapped(c.req.raw, maxBytes);
    if (body === null) throw new ApiError(413, 'payload_too_large', AUTH.bodyTooLarge);
    if (!SHAPE_EXEMPT.has(c.req.path)) {
      const shape = jsonShape(new TextDecoder().decode(body));
      if (shape.depth > JSON_MAX_DEPTH) throw new ApiError(400, 'json_too_deep', JSON_LIMIT_MESSAGES.tooDeep);
      if (shape.keys > JSON_MAX_KEYS)
        throw new ApiError(400, 'json_too_many_fields', JSON_LIMIT_MESSAGES.tooManyFields);
    }
    // The stream is spent: the request goes on with the same bytes (as hono's own bodyLimit does).
    c.req.raw = new Request(c.req.raw, { body });
    await next();
  });
