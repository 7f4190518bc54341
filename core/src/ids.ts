const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A random id with a readable prefix, e.g. ev_k3j…: 100 random bits in lowercase base32. */
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return `${prefix}_${out}`;
}
