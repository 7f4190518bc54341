import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('finds listed passwords whatever their letter case', async () => {
    expect(await isCommonPassword('password')).toBe(true);
    expect(await isCommonPassword('PassWord1')).toBe(true);
    expect(await isCommonPassword('QWERTYUIOP')).toBe(true);
  });

  it('lets an uncommon password through', async () => {
    expect(await isCommonPassword('Dock 14 waited 3h, billed 2026')).toBe(false);
  });
});
