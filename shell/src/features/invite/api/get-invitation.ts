import { api, call } from '@dwell/ui/lib/api-client.ts';

/** GET /api/team/invitation: who invited this address, to what company and role (404 when not valid). */
export const getInvitation = (token: string) => call(api.api.team.invitation.$get({ query: { token } }));
