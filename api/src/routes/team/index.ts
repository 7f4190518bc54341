import { inviteSchema, roleChangeSchema, TEAM_MESSAGES } from '@dwell/core/schemas/team';
import { TIERS, upgradeMessage, withinLimit } from '@dwell/core/tiers';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { syncIdentity } from '../../lib/company-db.ts';
import { appOrigin, throttleEmail } from '../../lib/email.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { terminateUserSessions } from '../../lib/sessions.ts';
import { afterResponse, timerFor } from '../../lib/timer.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { disableMember, setRole } from './members.ts';
import { notifyTeamChange, sendInvitation } from './notify.ts';
import {
  accountByEmail,
  createInvitation,
  hasPendingInvitation,
  listMembers,
  listPendingInvitations,
  memberOf,
  revokeInvitation,
  seatsUsed,
} from './queries.ts';

/** Managing the team is the company admin's. */
const manage = guard({ access: ['carrier_admin'] });

/**
 * The company's team: members and pending invitations (company admins manage them, within the tier's
 * maxUsers), plus the public half of an invitation: reading it and accepting it from the emailed link. People
 * and invitations are the global database's (lib/company-db.ts): a change of a member is then copied to the
 * company's database.
 */
export const teamRoutes = new Hono<AppEnv>()
  .get('/', guard({ access: 'company' }), async (c) => {
    const { global: db, companyId, actor } = c.var;
    const canManage = actor.role === 'carrier_admin';
    const members = await listMembers(db, companyId);
    const { tier } = actor;
    return c.json({
      members: members.map((m) => ({ ...m, createdAt: m.createdAt.getTime(), isYou: m.id === actor.userId })),
      invitations: canManage
        ? (await listPendingInvitations(db, companyId)).map((i) => ({
            ...i,
            createdAt: i.createdAt.getTime(),
            expiresAt: i.expiresAt.getTime(),
          }))
        : [],
      seats: { used: await seatsUsed(db, companyId), max: TIERS[tier].limits.maxUsers },
      canManage,
    });
  })
  .post('/invitations', manage, validate('json', inviteSchema), async (c) => {
    const { email, role } = c.req.valid('json');
    const { global: db, companyId, auth } = c.var;
    const account = await accountByEmail(db, email);
    if (account && account.companyId === companyId && !account.disabledAt) {
      throw new ApiError(409, 'already_member', TEAM_MESSAGES.alreadyMember);
    }
    if (await hasPendingInvitation(db, companyId, email)) {
      throw new ApiError(409, 'already_invited', TEAM_MESSAGES.alreadyInvited);
    }
    const { tier } = c.var.actor;
    const max = TIERS[tier].limits.maxUsers;
    const seatsFull = async () =>
      new ApiError(403, 'limit_reached', upgradeMessage(tier, 'userManagement'), {
        limit: 'maxUsers',
        used: await seatsUsed(db, companyId),
        max,
        tier,
      });
    if (!withinLimit(tier, 'maxUsers', await seatsUsed(db, companyId))) throw await seatsFull();
    await throttleEmail(c, email);
    const origin = appOrigin(c);
    // The seat and the one pending invitation per address are checked again by the insert itself.
    const created = await createInvitation(db, { companyId, email, role, invitedBy: auth.userId }, max);
    if (!created) {
      if (await hasPendingInvitation(db, companyId, email)) {
        throw new ApiError(409, 'already_invited', TEAM_MESSAGES.alreadyInvited);
      }
      throw await seatsFull();
    }
    // An address of another company's account is invited like any other (the same answer after the same
    // work), so the admin does not learn who has an account elsewhere; only its owner is told why the link
    // cannot be accepted.
    const taken = account !== null && account.companyId !== companyId;
    await sendInvitation(c.env, { to: email, role, secret: created.secret, origin, taken, from: auth });
    const { invitation } = created;
    return c.json(
      {
        invitation: { ...invitation, expiresAt: invitation.expiresAt.getTime() },
        message: TEAM_MESSAGES.invitationSent,
      },
      201,
    );
  })
  .post('/invitations/:id/revoke', manage, async (c) => {
    if (!(await revokeInvitation(c.var.global, c.var.companyId, c.req.param('id'))))
      throw notFound('No such invitation.');
    return c.json({ message: TEAM_MESSAGES.invitationRevoked });
  })
  .patch('/members/:userId', manage, validate('json', roleChangeSchema), async (c) => {
    const { global: db, companyId } = c.var;
    const member = await memberOf(db, companyId, c.req.param('userId'));
    if (!member) throw notFound('No such team member.');
    // The last-admin rule is checked by the update itself (two admins demoting each other cannot both win).
    if (!(await setRole(db, companyId, member.id, c.req.valid('json').role))) {
      throw new ApiError(409, 'last_admin', TEAM_MESSAGES.lastAdmin);
    }
    await syncIdentity(c.env, companyId);
    return c.json({ message: TEAM_MESSAGES.roleChanged });
  })
  .delete('/members/:userId', manage, async (c) => {
    const { global: db, companyId, auth } = c.var;
    const member = await memberOf(db, companyId, c.req.param('userId'));
    if (!member) throw notFound('No such team member.');
    if (member.id === auth.userId) throw new ApiError(400, 'cannot_remove_self', TEAM_MESSAGES.cannotRemoveSelf);
    if (!(await disableMember(db, companyId, member.id))) {
      // Gone meanwhile (another admin removed them first), or the last company admin left.
      if (!(await memberOf(db, companyId, member.id))) throw notFound('No such team member.');
      throw new ApiError(409, 'last_admin', TEAM_MESSAGES.lastAdmin);
    }
    await syncIdentity(c.env, companyId);
    const ended = await terminateUserSessions(db, member.id, 'force_cleanup');
    for (const id of ended) afterResponse(c, () => timerFor(c.env, id).end('force_cleanup'));
    notifyTeamChange(c, companyId, {
      actorUserId: auth.userId,
      subject: `${member.fullName ?? member.email} was removed from your Dwell team`,
      text: `${auth.fullName ?? auth.email} removed ${member.fullName ?? member.email} (${member.email}) from ${auth.companyName ?? 'your company'}.`,
    });
    return c.json({ message: TEAM_MESSAGES.memberRemoved, sessionsEnded: ended.length });
  })
  .route('/', invitationRoutes);
