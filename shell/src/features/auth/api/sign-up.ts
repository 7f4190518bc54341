import { api, call } from '@dwell/ui/lib/api-client.ts';
import { deviceFingerprint } from '@dwell/ui/lib/fingerprint.ts';
import type { InferRequestType } from 'hono/client';

export type SignUpInput = InferRequestType<typeof api.api.auth.signup.$post>['json'];

/** POST /api/auth/signup with this device's fingerprint; the answer says to confirm the email. */
export const signUp = (input: SignUpInput) =>
  call(api.api.auth.signup.$post({ json: input }, { headers: { 'x-device-fingerprint': deviceFingerprint() } }));
