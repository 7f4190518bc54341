import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/auth/reset-password: the emailed token and the new password. */
export const resetPassword = (token: string, password: string) =>
  call(api.api.auth['reset-password'].$post({ json: { token, password } }));
