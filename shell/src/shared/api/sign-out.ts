import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/auth/logout */
export const signOut = () => call(api.api.auth.logout.$post());
