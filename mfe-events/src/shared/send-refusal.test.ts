import { fill } from '@dwell/core/messages';
import { PAYER_MESSAGES } from '@dwell/core/schemas/payer';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { describe, expect, it } from 'vitest';
import { refusalOf } from './send-refusal.ts';

const noContacts = new ApiClientError(422, 'no_contacts', fill(PAYER_MESSAGES.noContacts, { customer: 'Acme Foods' }));

describe('a refused claim send', () => {
  it('tells someone who cannot open Customers to ask their company admin for the billing contact', () => {
    expect(refusalOf(false, 'Acme Foods')(noContacts)).toBe(
      'Acme Foods has no billing contact yet. Ask your company admin to add one under Customers, then send the claim.',
    );
  });

  it('gives a company admin, and every other refusal, the API’s own words', () => {
    expect(refusalOf(true, 'Acme Foods')(noContacts)).toBe(
      'Add a billing contact to Acme Foods before sending this claim',
    );
    const other = new ApiClientError(409, 'send_under_way', PAYER_MESSAGES.sendUnderWay);
    expect(refusalOf(false, 'Acme Foods')(other)).toBe(PAYER_MESSAGES.sendUnderWay);
  });
});
