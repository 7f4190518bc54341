import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages.ts';
import { loginSchema, signupSchema } from './auth.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('login schema (docs/product.md#validation)', () => {
  it('refuses a missing or malformed email and a short password with the product texts', () => {
    expect(firstMessage(loginSchema.safeParse({ email: '', password: 'secret1' }))).toBe(VALIDATION.emailRequired);
    expect(firstMessage(loginSchema.safeParse({ password: 'secret1' }))).toBe(VALIDATION.emailRequired);
    expect(firstMessage(loginSchema.safeParse({ email: 'no-at.example', password: 'secret1' }))).toBe(
      VALIDATION.emailInvalid,
    );
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(VALIDATION.passwordRequired);
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co', password: '12345' }))).toBe(
      VALIDATION.passwordTooShort,
    );
  });

  it('normalises the email', () => {
    expect(loginSchema.parse({ email: '  Dana@Example.COM ', password: 'secret1' }).email).toBe('dana@example.com');
  });
});

describe('signup schema', () => {
  const valid = { email: 'a@b.co', password: 'longenough', companyName: 'Acme', fleetSize: '11-50' };

  it('accepts the five fleet bands and drops unknown fields', () => {
    const parsed = signupSchema.parse({ ...valid, role: 'admin' });
    expect(parsed).toEqual(valid);
  });

  it('refuses an unknown band, a blank company and a short password', () => {
    expect(firstMessage(signupSchema.safeParse({ ...valid, fleetSize: '7' }))).toBe(VALIDATION.fleetSizeInvalid);
    expect(firstMessage(signupSchema.safeParse({ ...valid, fleetSize: '' }))).toBe(VALIDATION.fleetSizeRequired);
    expect(firstMessage(signupSchema.safeParse({ ...valid, companyName: '   ' }))).toBe(VALIDATION.companyNameRequired);
    expect(firstMessage(signupSchema.safeParse({ ...valid, password: 'short' }))).toBe(
      VALIDATION.signupPasswordTooShort,
    );
  });
});
