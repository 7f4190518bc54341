import type { AcceptInviteInput } from '@dwell/core/schemas/team';
import { api, call } from '@dwell/ui/lib/api-client.ts';
import { deviceFingerprint } from '@dwell/ui/lib/fingerprint.ts';

/** POST /api/team/accept: the new member's name and password; signs them in and answers their home page. */
export const acceptInvitation = (input: AcceptInviteInput) =>
  call(api.api.team.accept.$post({ json: input }, { headers: { 'x-device-fingerprint': deviceFingerprint() } }));
