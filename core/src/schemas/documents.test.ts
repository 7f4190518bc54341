import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, listQuerySchema, uploadQuerySchema } from './documents.ts';

describe('document schemas', () => {
  it('defaults an upload to the Other category and drops a blank description', () => {
    expect(uploadQuerySchema.parse({ description: '   ' })).toEqual({ category: 'other' });
    expect(uploadQuerySchema.parse({ eventId: 'ev_1', category: 'billing', description: ' Signed BOL ' })).toEqual({
      eventId: 'ev_1',
      category: 'billing',
      description: 'Signed BOL',
    });
  });

  it('refuses an unknown category and a description over 500 characters with their texts', () => {
    expect(uploadQuerySchema.safeParse({ category: 'receipts' }).error?.issues[0]?.message).toBe(
      DOCUMENT_MESSAGES.categoryInvalid,
    );
    expect(uploadQuerySchema.safeParse({ description: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(
      DOCUMENT_MESSAGES.descriptionTooLong,
    );
    expect(uploadQuerySchema.safeParse({ description: 'x'.repeat(500) }).success).toBe(true);
  });

  it('lists everything, newest first, unless told otherwise (docs/product.md#validation Document list)', () => {
    expect(listQuerySchema.parse({})).toEqual({ category: 'all', status: 'all', sort: 'date', dir: 'desc' });
    expect(listQuerySchema.safeParse({ sort: 'size' }).success).toBe(false);
  });
});
