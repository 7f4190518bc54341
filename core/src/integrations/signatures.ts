/**
 * Webhook signature checks of each provider, over the raw body bytes, with Web Crypto (Workers and Node).
 * Pure: the clock is passed in. Each returns a verdict the endpoint turns into a status and a log entry.
 */
import { WEBHOOK_TOLERANCE_SECONDS } from './constants.ts';

export type SignatureVerdict = { ok: true } | { ok: false; problem: 'missing' | 'invalid' | 'replay' };

const encoder = new TextEncoder();

function concat(prefix: string, body: Uint8Array): Uint8Array {
  const head = encoder.encode(prefix);
  const all = new Uint8Array(head.byteLength + body.byteLength);
  all.set(head, 0);
  all.set(body, head.byteLength);
  return all;
}

async function hmac(hash: 'SHA-256' | 'SHA-1', key: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, new Uint8Array(message)));
}

async function hmacHex(hash: 'SHA-256' | 'SHA-1', key: Uint8Array, message: Uint8Array): Promise<string> {
  return Array.from(await hmac(hash, key, message), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Equal strings, compared in time that depends only on their length (never on where they differ). */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Standard base64 (with padding) to bytes; null when it is not base64 or decodes to nothing. */
export function base64Bytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  try {
    const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    return bytes.byteLength > 0 ? bytes : null;
  } catch {
    return null;
  }
}

/** A unix-seconds timestamp header within the tolerance of now (ms); null when it is not a plain integer. */
function fresh(timestamp: string, nowMs: number): boolean | null {
  if (!/^\d{1,12}$/.test(timestamp)) return null;
  return Math.abs(nowMs / 1000 - Number(timestamp)) <= WEBHOOK_TOLERANCE_SECONDS;
}

/**
 * Samsara: `X-Samsara-Signature: v1=<hex>` is HMAC-SHA256 over `v1:<X-Samsara-Timestamp>:<raw body>`, keyed
 * with the base64-decoded webhook secret. The timestamp is signed; Dwell refuses one more than 5 minutes off.
 */
export async function verifySamsara(
  body: Uint8Array,
  headers: { signature?: string | null; timestamp?: string | null },
  secret: string,
  nowMs: number,
): Promise<SignatureVerdict> {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp) return { ok: false, problem: 'missing' };
  const key = base64Bytes(secret);
  if (!key || !signature.startsWith('v1=')) return { ok: false, problem: 'invalid' };
  const expected = `v1=${await hmacHex('SHA-256', key, concat(`v1:${timestamp}:`, body))}`;
  if (!constantTimeEqual(signature.toLowerCase(), expected)) return { ok: false, problem: 'invalid' };
  return fresh(timestamp, nowMs) ? { ok: true } : { ok: false, problem: 'replay' };
}

/**
 * Motive: `X-KT-Webhook-Signature` is the hex HMAC-SHA1 of the raw body keyed with the secret's own characters.
 * Nothing in it carries a time, so replays are caught by the event id alone.
 */
export async function verifyMotive(
  body: Uint8Array,
  headers: { signature?: string | null },
  secret: string,
): Promise<SignatureVerdict> {
  if (!headers.signature) return { ok: false, problem: 'missing' };
  const expected = await hmacHex('SHA-1', encoder.encode(secret), body);
  return constantTimeEqual(headers.signature.trim().toLowerCase(), expected)
    ? { ok: true }
    : { ok: false, problem: 'invalid' };
}

/** The parts of a `Dwell-Signature: t=<unix>,v1=<hex>[,v1=<hex>…]` header (Stripe's layout). */
export function parseDwellSignature(header: string): { timestamp: string | null; signatures: string[] } {
  let timestamp: string | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    const [name, value] = at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
    if (name === 't') timestamp = value;
    else if (name === 'v1' && value) signatures.push(value.toLowerCase());
  }
  return { timestamp, signatures };
}

/**
 * The generic Dwell format: HMAC-SHA256 over `<t>.<raw body>` keyed with the secret's characters; any `v1`
 * may match (rotation), and `t` must be within 5 minutes of now either way.
 */
export async function verifyGeneric(
  body: Uint8Array,
  headers: { signature?: string | null },
  secret: string,
  nowMs: number,
): Promise<SignatureVerdict> {
  if (!headers.signature) return { ok: false, problem: 'missing' };
  const { timestamp, signatures } = parseDwellSignature(headers.signature);
  if (!timestamp || signatures.length === 0) return { ok: false, problem: 'invalid' };
  const expected = await hmacHex('SHA-256', encoder.encode(secret), concat(`${timestamp}.`, body));
  // Every candidate is compared, so the time taken does not tell which one matched.
  const matched = signatures.map((s) => constantTimeEqual(s, expected)).some(Boolean);
  if (!matched) return { ok: false, problem: 'invalid' };
  return fresh(timestamp, nowMs) ? { ok: true } : { ok: false, problem: 'replay' };
}

/** Signs a body in the generic format (the test button and the tests use it): the Dwell-Signature value. */
export async function signGeneric(body: Uint8Array, secret: string, timestampSeconds: number): Promise<string> {
  const mac = await hmacHex('SHA-256', encoder.encode(secret), concat(`${timestampSeconds}.`, body));
  return `t=${timestampSeconds},v1=${mac}`;
}

/** Signs a body as Samsara does: the X-Samsara-Signature value for a base64 secret (null if not base64). */
export async function signSamsara(body: Uint8Array, secret: string, timestampSeconds: number): Promise<string | null> {
  const key = base64Bytes(secret);
  return key ? `v1=${await hmacHex('SHA-256', key, concat(`v1:${timestampSeconds}:`, body))}` : null;
}

/** Signs a body as Motive does: the X-KT-Webhook-Signature value. */
export function signMotive(body: Uint8Array, secret: string): Promise<string> {
  return hmacHex('SHA-1', encoder.encode(secret), body);
}

/** The key of a Svix secret (`whsec_<base64>`, as Resend gives it), or null when it is not one. */
const svixKey = (secret: string) => base64Bytes(secret.startsWith('whsec_') ? secret.slice(6) : secret);

/** The Svix signature of a message: base64 HMAC-SHA256 over `<id>.<timestamp>.<raw body>`. */
async function svixMac(key: Uint8Array, id: string, timestamp: string, body: Uint8Array): Promise<string> {
  const mac = await hmac('SHA-256', key, concat(`${id}.${timestamp}.`, body));
  return btoa(String.fromCharCode(...mac));
}

/**
 * Svix (the email provider's delivery events): `svix-signature` lists `v1,<base64>` entries (any may match, for
 * rotation) of HMAC-SHA256 over `<svix-id>.<svix-timestamp>.<raw body>`, keyed with the base64 part of the
 * `whsec_` secret; the timestamp must be within 5 minutes of now.
 */
export async function verifySvix(
  body: Uint8Array,
  headers: { id?: string | null; timestamp?: string | null; signature?: string | null },
  secret: string,
  nowMs: number,
): Promise<SignatureVerdict> {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return { ok: false, problem: 'missing' };
  const key = svixKey(secret);
  if (!key) return { ok: false, problem: 'invalid' };
  const expected = await svixMac(key, id, timestamp, body);
  const given = signature.split(' ').map((part) => (part.startsWith('v1,') ? part.slice(3) : ''));
  if (!given.map((s) => constantTimeEqual(s, expected)).some(Boolean)) return { ok: false, problem: 'invalid' };
  return fresh(timestamp, nowMs) ? { ok: true } : { ok: false, problem: 'replay' };
}

/** Signs a message as Svix does (the tests use it): the svix-signature value, or null for a malformed secret. */
export async function signSvix(body: Uint8Array, secret: string, id: string, timestampSeconds: number) {
  const key = svixKey(secret);
  return key ? `v1,${await svixMac(key, id, String(timestampSeconds), body)}` : null;
}
