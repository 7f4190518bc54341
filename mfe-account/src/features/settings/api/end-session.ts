import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/auth/sessions/:id/end, confirmed with the password. */
export const endSession = (id: string, password: string) =>
  call(api.api.auth.sessions[':id'].end.$post({ param: { id }, json: { password } }));
