import type { InviteInput } from '@dwell/core/schemas/team';
import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/team/invitations */
export const inviteMember = (input: InviteInput) => call(api.api.team.invitations.$post({ json: input }));
