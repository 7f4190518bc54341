import type { TeamRole } from '@dwell/core/schemas/team';
import { api, call } from '@dwell/ui/lib/api-client.ts';

/** PATCH /api/team/members/:userId: a member's role. */
export const changeRole = (userId: string, role: TeamRole) =>
  call(api.api.team.members[':userId'].$patch({ param: { userId }, json: { role } }));
