import type { TeamRole } from '@dwell/core/schemas/team';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { companyAdminsBut } from './queries.ts';
import { userRoles, users } from '../../lib/schema.ts';

const ADMIN_ROLE = 'role_carrier_admin';

/**
 * "Another active company admin than this user remains": the guard of every write that could take the last
 * admin away, read by the write itself, so two admins demoting or removing each other in parallel cannot
 * both succeed.
 */
function anotherAdmin(db: Db, companyId: string, userId: string) {
  return sql`exists ${companyAdminsBut(db, companyId, userId)}`;
}

/**
 * Gives a member a new role; false (nothing written) when that would leave the company without an active
 * company admin.
 */
export async function setRole(db: Db, companyId: string, userId: string, role: TeamRole): Promise<boolean> {
  const keepsAnAdmin =
    role === 'carrier_admin' ? undefined : or(ne(userRoles.roleId, ADMIN_ROLE), anotherAdmin(db, companyId, userId));
  const written = await db
    .update(userRoles)
    .set({ roleId: `role_${role}` })
    .where(and(eq(userRoles.userId, userId), keepsAnAdmin));
  return written.meta.changes === 1;
}

/**
 * Removes a member: the row stays (their events and documents keep an author) but can no longer sign in.
 * False (nothing written) when the member is the company's last active company admin.
 */
export async function disableMember(db: Db, companyId: string, userId: string, now = Date.now()): Promise<boolean> {
  const isAdmin = sql`exists ${db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, ADMIN_ROLE)))}`;
  const written = await db
    .update(users)
    .set({ disabledAt: new Date(now) })
    .where(
      and(
        eq(users.id, userId),
        eq(users.companyId, companyId),
        isNull(users.disabledAt),
        or(sql`not ${isAdmin}`, anotherAdmin(db, companyId, userId)),
      ),
    );
  return written.meta.changes === 1;
}
