import { parseNotificationPrefs } from '@dwell/core/schemas/profile';
import { TEAM_MESSAGES, TEAM_ROLE_LABELS, type TeamRole } from '@dwell/core/schemas/team';
import type { Env } from '../../env.ts';
import { sendEmail } from '../../lib/email.ts';
import { afterResponse, type RequestContext } from '../../lib/timer.ts';
import { companyAdminsBut } from './queries.ts';

/**
 * Emails the company admins who keep 'Team changes' on (except whoever caused the change), after the
 * answer is sent: a slow mail never slows the action down.
 */
export function notifyTeamChange(
  c: RequestContext,
  companyId: string,
  change: { subject: string; text: string; actorUserId: string },
): void {
  const db = c.var.global;
  afterResponse(c, async () => {
    const admins = await companyAdminsBut(db, companyId, change.actorUserId);
    for (const admin of admins) {
      if (!parseNotificationPrefs(admin.prefs).teamChanges) continue;
      await sendEmail(c.env, {
        to: admin.email,
        kind: 'alert',
        subject: change.subject,
        text: `${change.text}\n\nYou get this email because 'Team changes' is on in your Dwell notification settings.`,
      });
    }
  });
}

interface InvitationEmail {
  to: string;
  role: TeamRole;
  secret: string;
  origin: string;
  /** The address has an account with another company: it cannot accept, and its owner is told why. */
  taken: boolean;
  from: { fullName: string | null; email: string; companyName: string | null };
}

/** The invitation email with its link (7 days); the same work whether or not the address is taken. */
export async function sendInvitation(env: Env, mail: InvitationEmail): Promise<void> {
  const inviter = mail.from.fullName?.trim() || mail.from.email;
  const company = mail.from.companyName ?? 'their company';
  const accept = mail.taken
    ? `${TEAM_MESSAGES.otherAccount} To join, ask ${inviter} to invite another address of yours.`
    : `Accept the invitation and choose your password here:\n${mail.origin}/accept-invite?token=${mail.secret}\n\nThe link works for 7 days.`;
  await sendEmail(env, {
    to: mail.to,
    kind: 'invitation',
    subject: `${inviter} invited you to ${company} on Dwell`,
    text: `${inviter} invited you to join ${company} on Dwell as ${TEAM_ROLE_LABELS[mail.role].toLowerCase()}.\n\nDwell tracks detention time at shippers and receivers and turns it into claims.\n\n${accept} If you did not expect this, ignore this email.`,
  });
}
