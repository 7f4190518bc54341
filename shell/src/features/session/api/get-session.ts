import { api, call } from '@dwell/ui/lib/api-client.ts';

/** GET /api/auth/session: the signed-in session (401 when there is none, or it ended). */
export const getSession = async () => (await call(api.api.auth.session.$get())).session;
