import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** A random secret: 25 bytes (200 bits) in lowercase base32. */
export function randomSecret(bytes = 25): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Random bytes of the secrets sent by email (reset and confirmation links, invitations): 256 bits. */
export const EMAILED_TOKEN_BYTES = 32;

/** SHA-256 of a secret, hex: the only form in which tokens are stored. */
export function hashSecret(secret: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));
}

/** Compares a presented secret with a stored hash in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = new TextEncoder().encode(hashSecret(secret));
  const stored = new TextEncoder().encode(storedHash);
  return presented.length === stored.length && constantTimeEqual(presented, stored);
}
