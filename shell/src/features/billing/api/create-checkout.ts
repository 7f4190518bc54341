import { CHECKOUT } from '@dwell/core/messages';
import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/billing/checkout: a hosted checkout (with the trial when asked); answers its address. */
export const createCheckout = (trial: boolean) =>
  call(api.api.billing.checkout.$post({ json: { trial } }), CHECKOUT.createFailed);
