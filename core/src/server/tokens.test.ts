import { describe, expect, it } from 'vitest';
import { hashSecret, randomSecret, secretMatches } from './tokens.ts';

describe('secrets', () => {
  it('stores a secret as its SHA-256 in hex', () => {
    expect(hashSecret('secret')).toBe('2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b');
  });

  it('makes random base32 secrets of the asked size (25 bytes = 40 characters by default)', () => {
    expect(randomSecret()).toMatch(/^[a-z2-7]{40}$/);
    expect(randomSecret(32)).toMatch(/^[a-z2-7]{52}$/);
    expect(randomSecret()).not.toBe(randomSecret());
  });

  it('matches a presented secret only against its own hash', () => {
    const secret = randomSecret();
    expect(secretMatches(secret, hashSecret(secret))).toBe(true);
    expect(secretMatches(`${secret}x`, hashSecret(secret))).toBe(false);
    expect(secretMatches(secret, '')).toBe(false);
  });
});
