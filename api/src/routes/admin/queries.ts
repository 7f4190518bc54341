import { ADMIN_USER_LIST_LIMIT } from '@dwell/core/constants';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { contains } from '../../lib/contains.ts';
import { companies, roles, subscriptions, userRoles, users } from '../../lib/schema.ts';
import { activeSessionsOf, currentSubscriptionId } from '../../lib/sessions.ts';

/**
 * The platform's users, newest first, at most 100 (docs/product.md#admin-pages, docs/product.md#tiers-and-limits), optionally matching a search on email,
 * full name or company name, ignoring case as the product's search does.
 */
export function listUsers(db: Db, query: string) {
  const q = query.trim();
  const match = (column: Parameters<typeof contains>[0]) => contains(column, q);
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      companyName: companies.name,
      subscriptionStatus: subscriptions.status,
      role: roles.name,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(subscriptions, eq(subscriptions.id, currentSubscriptionId(users.companyId)))
    .where(q === '' ? undefined : or(match(users.email), match(users.fullName), match(companies.name)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_USER_LIST_LIMIT);
}

/** One user with their company, the company's current subscription and the user's active sessions. */
export async function userDetail(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, role: roles.name, company: companies, subscription: subscriptions })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(subscriptions, eq(subscriptions.id, currentSubscriptionId(users.companyId)))
    .where(eq(users.id, userId));
  if (!row) return null;
  const sessions = await activeSessionsOf(db, userId);
  const [members] = row.company
    ? await db.select({ n: sql<number>`count(*)` }).from(users).where(eq(users.companyId, row.company.id))
    : [];
  return { ...row, sessions, memberCount: Number(members?.n ?? 0) };
}

/** Whether a user of this id exists (in any company: platform admins see every account). */
export async function userExists(db: Db, userId: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return user !== undefined;
}
