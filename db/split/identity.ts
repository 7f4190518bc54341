import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { companies } from '../schema/companies.ts';
import { userRoles, users } from '../schema/users.ts';

// biome-ignore lint/suspicious/noExplicitAny: any schema: the API's typed client and the seed's untyped one
type AnyD1 = DrizzleD1Database<any>;

/**
 * Copies a company's identity rows from the global database into a company database (docs/scaling.md): the
 * company, its people (never their password hashes: signing in only ever reads the global database) and their
 * roles; a person no longer in the company is removed there. One batch, idempotent: the company database holds
 * either the old rows or the new ones. Its stops, claims and documents keep their foreign keys and joins to the
 * people they name. Used by the API after every change of them and by the seed placing the demo fleet.
 */
export async function copyIdentity(global: AnyD1, target: AnyD1, companyId: string): Promise<void> {
  const [company] = await global.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return;
  const people = await global.select().from(users).where(eq(users.companyId, companyId));
  const ids = people.map((p) => p.id);
  const roleRows = ids.length ? await global.select().from(userRoles).where(inArray(userRoles.userId, ids)) : [];
  const { id: _company, ...companyColumns } = company;
  await target.batch([
    target.insert(companies).values(company).onConflictDoUpdate({ target: companies.id, set: companyColumns }),
    ...people.map(({ id, ...columns }) =>
      target
        .insert(users)
        .values({ ...columns, id, passwordHash: '' })
        .onConflictDoUpdate({ target: users.id, set: { ...columns, passwordHash: '' } }),
    ),
    ...roleRows.map((r) =>
      target
        .insert(userRoles)
        .values(r)
        .onConflictDoUpdate({ target: userRoles.userId, set: { roleId: r.roleId } }),
    ),
    target
      .delete(users)
      .where(
        ids.length ? and(eq(users.companyId, companyId), notInArray(users.id, ids)) : eq(users.companyId, companyId),
      ),
  ]);
}
