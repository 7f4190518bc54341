import { api, call } from '@dwell/ui/lib/api-client.ts';

/** DELETE /api/team/members/:userId */
export const removeMember = (userId: string) => call(api.api.team.members[':userId'].$delete({ param: { userId } }));
