import { AUTH } from '@dwell/core/messages';
import { acceptInviteSchema, TEAM_MESSAGES, TEAM_ROLE_LABELS } from '@dwell/core/schemas/team';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env.ts';
import { syncIdentity } from '../../lib/company-db.ts';
import { ApiError } from '../../lib/errors.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword } from '@dwell/core/server/password';
import { passwordCost } from '../../lib/password-cost.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { acceptInvitation } from './accept.ts';
import { notifyTeamChange } from './notify.ts';
import { accountByEmail, invitationBySecret } from './queries.ts';
import { signIn } from '../auth/sign-in.ts';
import { syncOnboarding } from '../onboarding/queries.ts';

const invalidInvitation = () => new ApiError(404, 'invitation_invalid', TEAM_MESSAGES.invitationInvalid);

export const invitationQuery = z.object({ token: z.string().min(1).max(200) });

/** Public: the emailed link's token is the credential (hashed at rest, single use, 7 days). */
const byLink = guard({ access: 'public' });

/** The public half of an invitation, reached from the emailed link: read it, then accept it. */
export const invitationRoutes = new Hono<AppEnv>()
  .get('/invitation', byLink, validate('query', invitationQuery), async (c) => {
    const found = await invitationBySecret(c.var.db, c.req.valid('query').token);
    if (!found) throw invalidInvitation();
    return c.json({ invitation: { email: found.email, role: found.role, companyName: found.companyName } });
  })
  .post('/accept', byLink, validate('json', acceptInviteSchema), async (c) => {
    const { token, fullName, password } = c.req.valid('json');
    const { db } = c.var;
    const invitation = await invitationBySecret(db, token);
    if (!invitation) throw invalidInvitation();
    await assertUncommonPassword(password, 'password');
    const account = await accountByEmail(db, invitation.email);
    const returning = account?.companyId === invitation.companyId && account.disabledAt ? account.id : null;
    if (account && !returning) throw new ApiError(409, 'user_already_exists', AUTH.alreadyRegistered);
    let userId: string;
    try {
      userId = await acceptInvitation(db, invitation, {
        fullName,
        passwordHash: await hashPassword(password, passwordCost(c.env)),
        returningUserId: returning,
      });
    } catch (error) {
      if (String(error).includes('UNIQUE')) throw new ApiError(409, 'user_already_exists', AUTH.alreadyRegistered);
      throw error;
    }
    await syncIdentity(c.env, invitation.companyId);
    // What the company had already done (its information) is the member's from the start: their first screen does
    // not congratulate them on a step they never took.
    await syncOnboarding(c.env, userId);
    notifyTeamChange(c, invitation.companyId, {
      actorUserId: userId,
      subject: `${fullName} joined your Dwell team`,
      text: `${fullName} (${invitation.email}) accepted the invitation and joined ${invitation.companyName} as ${TEAM_ROLE_LABELS[invitation.role].toLowerCase()}.`,
    });
    return c.json({ ...(await signIn(c, userId)), message: `Welcome to ${invitation.companyName}!` }, 201);
  });
