import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, SCRYPT_PARAMS, verifyPassword } from './password.ts';

/** Made by the hashing code before it moved from the API to core: stored hashes must keep verifying. */
const STORED = 'scrypt$16384$8$5$cbz7/yohu2UYsSrxNGhgsw==$d3iue1CmWauU5/hWNxEj5cGFr+WgDSb2/jug84cPvMo=';

describe('password hashing', () => {
  it('verifies a hash stored before the move, and nothing else against it', async () => {
    expect(await verifyPassword('Correct horse 2026!', STORED)).toBe(true);
    expect(await verifyPassword('Correct horse 2026', STORED)).toBe(false);
  });

  it('writes scrypt$N$r$p$salt$hash with its parameters and a fresh salt each time', async () => {
    const first = await hashPassword('Correct horse 2026!');
    const second = await hashPassword('Correct horse 2026!');
    const [scheme, n, r, p, salt] = first.split('$');
    expect([scheme, Number(n), Number(r), Number(p)]).toEqual([
      'scrypt',
      SCRYPT_PARAMS.N,
      SCRYPT_PARAMS.r,
      SCRYPT_PARAMS.p,
    ]);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(SCRYPT_PARAMS.saltBytes);
    expect(second).not.toBe(first);
    expect(await verifyPassword('Correct horse 2026!', second)).toBe(true);
  });

  it('hashes at a cost it is given, recorded in the hash, which verifies at that cost', async () => {
    const cost = { N: 1024, r: 8, p: 1 };
    const hash = await hashPassword('Correct horse 2026!', cost);
    expect(hash.split('$').slice(1, 4).map(Number)).toEqual([1024, 8, 1]);
    expect(await verifyPassword('Correct horse 2026!', hash)).toBe(true);
    expect(await verifyPassword('Correct horse 2026?', hash)).toBe(false);
    expect(dummyHash(cost).split('$').slice(1, 4).map(Number)).toEqual([1024, 8, 1]);
  });

  it('treats the same text in another Unicode form as the same password', async () => {
    const hash = await hashPassword('Ｐassword 2026');
    expect(await verifyPassword('Password 2026', hash)).toBe(true);
  });

  it('refuses malformed hashes, and the dummy hash matches no password', async () => {
    expect(await verifyPassword('anything', 'bcrypt$10$abc')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$16384$8$5$')).toBe(false);
    expect(await verifyPassword('', dummyHash())).toBe(false);
    expect(await verifyPassword('Correct horse 2026!', dummyHash())).toBe(false);
    expect(dummyHash().split('$').slice(1, 4).map(Number)).toEqual([SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p]);
  });
});
