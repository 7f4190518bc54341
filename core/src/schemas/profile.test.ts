import { describe, expect, it } from 'vitest';
import { companyComplete, parseNotificationPrefs, profileSchema } from './profile.ts';

const valid = { fullName: 'Dana Morales', phoneNumber: '3125550100', companyName: 'Acme', fleetSize: '1-10' };
const firstMessage = (input: unknown) => {
  const result = profileSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('profile form rules (docs/product.md#validation)', () => {
  it('accepts a complete profile, trimming text', () => {
    expect(profileSchema.parse({ ...valid, fullName: '  Dana  ' }).fullName).toBe('Dana');
  });

  it('words each refusal as the product rules do', () => {
    expect(firstMessage({ ...valid, fullName: '   ' })).toBe('Full name is required');
    expect(firstMessage({ ...valid, companyName: '' })).toBe('Company name is required');
    expect(firstMessage({ ...valid, phoneNumber: '312555010' })).toBe('Phone number must be at least 10 digits');
    expect(firstMessage({ ...valid, phoneNumber: ' 312555010 ' })).toBe('Phone number must be at least 10 digits');
    expect(firstMessage({ ...valid, fleetSize: '' })).toBe('Fleet size is required');
  });

  it('does not check that the phone is digits (docs/product.md#validation)', () => {
    expect(firstMessage({ ...valid, phoneNumber: '(312) 555-01' })).toBeNull();
  });
});

describe('company information', () => {
  it('is complete with name, fleet size, address and phone', () => {
    const company = { name: 'Acme', fleetSize: '1-10', address: '1 Main St', phone: '3125550100' };
    expect(companyComplete(company)).toBe(true);
    expect(companyComplete({ ...company, address: ' ' })).toBe(false);
  });
});

describe('notification preferences', () => {
  it('default to on and ignore unknown or malformed stored values', () => {
    expect(parseNotificationPrefs('{}').claimReminders).toBe(true);
    expect(parseNotificationPrefs('{"claimReminders":false,"x":1}').claimReminders).toBe(false);
    expect(parseNotificationPrefs('not json').billableStarted).toBe(true);
  });
});
