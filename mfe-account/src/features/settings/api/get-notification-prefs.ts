import { api, call } from '@dwell/ui/lib/api-client.ts';

export const PREFS_KEY = ['account', 'notification-prefs'] as const;

/** GET /api/profile/notifications: which alerts the user gets, and how. */
export const fetchPrefs = async () => (await call(api.api.profile.notifications.$get())).prefs;
