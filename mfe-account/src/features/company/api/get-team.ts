import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';

export type Team = Answer<typeof api.api.team.$get>;

export const TEAM_KEY = ['account', 'team'] as const;

/** GET /api/team: members, open invitations, seats, and whether this user manages them. */
export const fetchTeam = () => call(api.api.team.$get());
