/**
 * Signatures of webhooks out: `Dwell-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>]`, each v1 the
 * HMAC-SHA256 of `<t>.<body>` under one of the endpoint's secrets (two during a rotation's overlap, the new
 * one first). A receiver recomputes it with its secret, compares in constant time, and refuses a `t` more
 * than five minutes from its clock (a replayed capture).
 */
import { encodeHexLowerCase } from '@oslojs/encoding';

export const SIGNATURE_HEADER = 'dwell-signature';

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text))));
}

/** The signature header of `body` sent at `timestampSeconds`, one v1 per secret. */
export async function signatureHeader(secrets: string[], timestampSeconds: number, body: string): Promise<string> {
  const signatures = await Promise.all(secrets.map((s) => hmacHex(s, `${timestampSeconds}.${body}`)));
  return [`t=${timestampSeconds}`, ...signatures.map((s) => `v1=${s}`)].join(',');
}
