import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/auth/change-password: other sessions end; this one stays. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  call(api.api.auth['change-password'].$post({ json: { currentPassword, newPassword } }));
