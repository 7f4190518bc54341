import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/auth/confirm-email with the emailed token. */
export const confirmEmail = (token: string) => call(api.api.auth['confirm-email'].$post({ json: { token } }));
