import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/auth/sessions/end-others, confirmed with the password. */
export const endOtherSessions = (password: string) =>
  call(api.api.auth.sessions['end-others'].$post({ json: { password } }));
