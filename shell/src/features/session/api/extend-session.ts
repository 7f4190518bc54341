import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/auth/session/extend: "Stay signed in"; answers the new deadline. */
export const extendSession = () => call(api.api.auth.session.extend.$post());
