/**
 * Integration secrets at rest: AES-256-GCM under the server's INTEGRATIONS_KEY (base64 of 32 bytes). A
 * webhook's HMAC needs the plaintext secret, so it is encrypted, never hashed; the stored text is
 * `v1.<iv>.<ciphertext+tag>` in base64url. Web Crypto only, so the API and the local seed share it.
 */
import { decodeBase64, decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';

/**
 * The key of development and tests only (never of a deployment: the API refuses to use it in production).
 * Base64 of 32 bytes; a deployment sets its own with `wrangler secret put INTEGRATIONS_KEY`.
 */
export const DEV_INTEGRATIONS_KEY = 'ZHdlbGwtZGV2ZWxvcG1lbnQtb25seS1rZXktMzJieXQ=';

/** Bytes on a plain ArrayBuffer, as Web Crypto's signatures want them. */
const own = (bytes: Uint8Array) => new Uint8Array(bytes);

function aesKey(keyBase64: string) {
  const raw = own(decodeBase64(keyBase64));
  if (raw.byteLength !== 32) throw new Error('INTEGRATIONS_KEY must be the base64 of 32 bytes');
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** Encrypts a secret for storage (a fresh random IV each time). */
export async function sealSecret(keyBase64: string, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(secret);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(keyBase64), plain));
  return `v1.${encodeBase64urlNoPadding(iv)}.${encodeBase64urlNoPadding(sealed)}`;
}

/** Decrypts a stored secret; throws when the text was altered or another key sealed it. */
export async function openSecret(keyBase64: string, stored: string): Promise<string> {
  const [version, iv, sealed, extra] = stored.split('.');
  if (version !== 'v1' || !iv || !sealed || extra !== undefined) throw new Error('unknown sealed secret format');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: own(decodeBase64urlIgnorePadding(iv)) },
    await aesKey(keyBase64),
    own(decodeBase64urlIgnorePadding(sealed)),
  );
  return new TextDecoder().decode(plain);
}
