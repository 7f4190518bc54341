import { z } from 'zod';
import { PASSWORD_MIN_SIGNUP } from '../constants.ts';
import { VALIDATION } from '../messages.ts';
import { emailField } from './auth.ts';

/** The roles a company admin can give a team member (platform admin and carrier are not handed out). */
export const TEAM_ROLES = ['driver', 'dispatcher', 'carrier_admin'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  driver: 'Driver',
  dispatcher: 'Dispatcher',
  carrier_admin: 'Company admin',
};

/** Texts for team rules that the product's words do not cover, kept here for the API and the screens. */
export const TEAM_MESSAGES = {
  roleRequired: 'Choose a role: driver, dispatcher or company admin',
  alreadyMember: 'This person is already a member of your company.',
  otherAccount: 'This email already has a Dwell account with another company.',
  alreadyInvited: 'An invitation to this email is already waiting to be accepted.',
  invitationSent: 'Invitation sent.',
  invitationRevoked: 'Invitation revoked.',
  invitationInvalid:
    'This invitation link is invalid, was revoked or has expired. Ask your company admin for a new one.',
  memberRemoved: 'Team member removed.',
  roleChanged: 'Role updated.',
  cannotRemoveSelf: 'You cannot remove yourself from the company.',
  lastAdmin: 'A company needs at least one company admin.',
  adminOnly: 'Only a company admin can manage the team.',
  nameRequired: 'Full name is required',
} as const;

const roleField = z.enum(TEAM_ROLES, { error: TEAM_MESSAGES.roleRequired });

/** POST /api/team/invitations. */
export const inviteSchema = z.object({ email: emailField(), role: roleField });
export type InviteInput = z.infer<typeof inviteSchema>;

/** PATCH /api/team/members/:userId. */
export const roleChangeSchema = z.object({ role: roleField });

/** POST /api/team/accept: the invited person sets their name and password. */
export const acceptInviteSchema = z.object({
  token: z.string().min(1, TEAM_MESSAGES.invitationInvalid).max(200, TEAM_MESSAGES.invitationInvalid),
  fullName: z
    .string({ error: TEAM_MESSAGES.nameRequired })
    .trim()
    .min(1, TEAM_MESSAGES.nameRequired)
    .max(120, 'Full name must be at most 120 characters'),
  password: z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, VALIDATION.passwordRequired)
    .min(PASSWORD_MIN_SIGNUP, VALIDATION.signupPasswordTooShort)
    .max(256),
});
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

/** How long an invitation link works. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
