import { eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { users } from '../../lib/schema.ts';

/** The key of the user's profile picture, or null. */
export async function avatarKeyOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ key: users.avatarKey }).from(users).where(eq(users.id, userId));
  return row?.key ?? null;
}

/** Points the user's profile at a new picture. */
export async function setAvatarKey(db: Db, userId: string, key: string): Promise<void> {
  await db.update(users).set({ avatarKey: key }).where(eq(users.id, userId));
}

/** Whose picture a path names: the user's company and picture key, or undefined. */
export async function avatarOwner(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, key: users.avatarKey })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
