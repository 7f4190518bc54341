import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (OWASP: N=2^14, r=8, p=5), parameters stored in the hash string so they
 * can be raised later without breaking existing hashes. PBKDF2 is not used: production Workers refuse it
 * above 100k iterations.
 */
const N = 16384;
const R = 8;
const P = 5;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** What a hash costs: scrypt's N, r and p. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The parameters new hashes use (SECURITY.md states them). */
export const SCRYPT_PARAMS = { N, r: R, p: P, saltBytes: SALT_BYTES } as const;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a password as scrypt$N$r$p$salt$hash (base64), at `cost` (SCRYPT_PARAMS unless said otherwise). */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost.N, cost.r, cost.p);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash no password matches, compared against when the email is unknown so timing does not tell: at the cost
 * the accounts' own hashes have.
 */
export const dummyHash = (cost: ScryptCost = SCRYPT_PARAMS) =>
  `scrypt$${cost.N}$${cost.r}$${cost.p}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
