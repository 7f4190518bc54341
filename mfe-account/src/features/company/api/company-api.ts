import type { OnboardingStepId } from '@dwell/core/onboarding';
import type { CompanyInput } from '@dwell/core/schemas/profile';
import type { InviteInput, TeamRole } from '@dwell/core/schemas/team';
import { api, unwrap } from '@dwell/ui/lib/api-client.ts';

export interface Company {
  id: string;
  name: string;
  fleetSize: string;
  address: string | null;
  phone: string | null;
  dotNumber: string | null;
  mcNumber: string | null;
  timezone: string;
}

export interface Team {
  members: { id: string; email: string; fullName: string | null; role: string; createdAt: number; isYou: boolean }[];
  invitations: { id: string; email: string; role: TeamRole; createdAt: number; expiresAt: number }[];
  seats: { used: number; max: number | null };
  canManage: boolean;
}

export const COMPANY_KEY = ['account', 'company'] as const;
export const TEAM_KEY = ['account', 'team'] as const;

export const fetchCompany = () => unwrap<{ company: Company; canEdit: boolean }>(api.api.company.$get());

export const saveCompany = (input: CompanyInput) =>
  unwrap<{ company: Company; message: string; onboarding: { justCompleted: OnboardingStepId[] } }>(
    api.api.company.$patch({ json: input }),
  );

export const fetchTeam = () => unwrap<Team>(api.api.team.$get());

export const inviteMember = (input: InviteInput) =>
  unwrap<{ message: string }>(api.api.team.invitations.$post({ json: input }));

export const revokeInvitation = (id: string) =>
  unwrap<{ message: string }>(api.api.team.invitations[':id'].revoke.$post({ param: { id } }));

export const changeRole = (userId: string, role: TeamRole) =>
  unwrap<{ message: string }>(api.api.team.members[':userId'].$patch({ param: { userId }, json: { role } }));

export const removeMember = (userId: string) =>
  unwrap<{ message: string }>(api.api.team.members[':userId'].$delete({ param: { userId } }));
