import { api, call } from '@dwell/ui/lib/api-client.ts';
import { SESSION_PATH, takeEarly } from '../../../shared/api/early.ts';

type SessionRequest = ReturnType<typeof api.api.auth.session.$get>;

/**
 * GET /api/auth/session: the signed-in session (401 when there is none, or it ended). The first read takes
 * the answer the first script already asked for (the same GET, untyped on the wire).
 */
export const getSession = async () =>
  (await call((takeEarly(SESSION_PATH) as SessionRequest | undefined) ?? api.api.auth.session.$get())).session;
