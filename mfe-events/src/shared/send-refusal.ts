import { fill } from '@dwell/core/messages';
import { PAYER_MESSAGES } from '@dwell/core/schemas/payer';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';

/**
 * A refused send in the API's words, except a customer without billing contacts as someone who cannot add them
 * reads it: who can (the API's words point to Customers, which only a company admin opens).
 */
export const refusalOf = (canSeeContacts: boolean, customer: string | null) => (error: unknown) =>
  !canSeeContacts && error instanceof ApiClientError && error.code === 'no_contacts'
    ? fill(PAYER_MESSAGES.noContactsAskAdmin, { customer: customer ?? '' })
    : error instanceof Error
      ? error.message
      : String(error);
