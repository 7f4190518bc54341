import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/auth/resend-confirmation: the confirmation email again. */
export const resendConfirmation = (email: string) =>
  call(api.api.auth['resend-confirmation'].$post({ json: { email } }));
