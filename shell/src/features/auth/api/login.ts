import { api, call } from '@dwell/ui/lib/api-client.ts';
import { deviceFingerprint } from '@dwell/ui/lib/fingerprint.ts';

/** POST /api/auth/login with this device's fingerprint; answers the session and the user's home page. */
export const login = (email: string, password: string) =>
  call(
    api.api.auth.login.$post(
      { json: { email, password } },
      { headers: { 'x-device-fingerprint': deviceFingerprint() } },
    ),
  );
