import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';

export type ActiveSession = Answer<typeof api.api.auth.sessions.$get>['sessions'][number];

export const SESSIONS_KEY = ['account', 'sessions'] as const;

/** GET /api/auth/sessions: the user's signed-in devices, this one marked current. */
export const fetchSessions = async () => (await call(api.api.auth.sessions.$get())).sessions;
