import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/team/invitations/:id/revoke */
export const revokeInvitation = (id: string) => call(api.api.team.invitations[':id'].revoke.$post({ param: { id } }));
