import type { NotificationPrefs } from '@dwell/core/schemas/profile';
import { api, unwrap } from '@dwell/ui/lib/api-client.ts';

export interface ActiveSession {
  id: string;
  createdAt: number;
  lastActivity: number;
  ipAddress: string;
  userAgent: string;
  current: boolean;
}

export const SESSIONS_KEY = ['account', 'sessions'] as const;
export const PREFS_KEY = ['account', 'notification-prefs'] as const;

export const logout = () => unwrap<{ message: string }>(api.api.auth.logout.$post());

export const changePassword = (currentPassword: string, newPassword: string) =>
  unwrap<{ message: string }>(api.api.auth['change-password'].$post({ json: { currentPassword, newPassword } }));

export const fetchSessions = async () =>
  (await unwrap<{ sessions: ActiveSession[] }>(api.api.auth.sessions.$get())).sessions;

export const endSession = (id: string, password: string) =>
  unwrap<{ message: string }>(api.api.auth.sessions[':id'].end.$post({ param: { id }, json: { password } }));

export const endOtherSessions = (password: string) =>
  unwrap<{ message: string }>(api.api.auth.sessions['end-others'].$post({ json: { password } }));

export const fetchPrefs = async () =>
  (await unwrap<{ prefs: NotificationPrefs }>(api.api.profile.notifications.$get())).prefs;

export const savePrefs = (prefs: NotificationPrefs) =>
  unwrap<{ prefs: NotificationPrefs; message: string }>(api.api.profile.notifications.$put({ json: prefs }));
