import { newId } from '@dwell/core/ids';
import type { TeamRole } from '@dwell/core/schemas/team';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { invitations, userRoles, users } from '../../lib/schema.ts';

/**
 * Turns an accepted invitation into a member in one atomic batch: the user (new, or a removed member of the
 * same company coming back), their role, and the invitation marked accepted. The email counts as confirmed:
 * the link reached that mailbox. Two accepts racing for one address: the unique email index lets one through.
 */
export async function acceptInvitation(
  db: Db,
  invitation: { id: string; companyId: string; email: string; role: TeamRole },
  person: { fullName: string; passwordHash: string; returningUserId: string | null },
  now = Date.now(),
): Promise<string> {
  const at = new Date(now);
  const markAccepted = (userId: string) =>
    db
      .update(invitations)
      .set({ acceptedAt: at, acceptedUserId: userId })
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)));
  const roleId = `role_${invitation.role}`;
  if (person.returningUserId) {
    const userId = person.returningUserId;
    await db.batch([
      db
        .update(users)
        .set({
          fullName: person.fullName,
          passwordHash: person.passwordHash,
          passwordChangedAt: at,
          emailConfirmedAt: at,
          disabledAt: null,
        })
        .where(and(eq(users.id, userId), eq(users.companyId, invitation.companyId), isNotNull(users.disabledAt))),
      db.update(userRoles).set({ roleId }).where(eq(userRoles.userId, userId)),
      markAccepted(userId),
    ]);
    return userId;
  }
  const userId = newId('usr');
  await db.batch([
    db.insert(users).values({
      id: userId,
      companyId: invitation.companyId,
      email: invitation.email,
      passwordHash: person.passwordHash,
      emailConfirmedAt: at,
      fullName: person.fullName,
    }),
    db.insert(userRoles).values({ userId, roleId }),
    markAccepted(userId),
  ]);
  return userId;
}
