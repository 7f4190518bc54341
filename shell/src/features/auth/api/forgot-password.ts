import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/auth/forgot-password: a reset link to the address, if it has an account. */
export const forgotPassword = (email: string) => call(api.api.auth['forgot-password'].$post({ json: { email } }));
