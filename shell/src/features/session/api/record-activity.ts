import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/auth/session/activity: the user is active; answers the moved idle deadline. */
export const recordActivity = () => call(api.api.auth.session.activity.$post());
