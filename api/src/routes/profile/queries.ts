import type { ProfileInput } from '@dwell/core/schemas/profile';
import { eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { companies, users } from '../../lib/schema.ts';
import { avatarUrl } from '../../lib/session-info.ts';

export interface ProfileView {
  id: string;
  email: string;
  fullName: string | null;
  phoneNumber: string | null;
  avatarUrl: string | null;
  companyName: string;
  fleetSize: string;
}

/**
 * A user's profile (docs/product.md#data users: name, phone, avatar, company name and fleet size). Null for users
 * without a company (platform admins): they have no fleet profile to show.
 */
export async function readProfile(db: Db, userId: string): Promise<ProfileView | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      avatarKey: users.avatarKey,
      companyName: companies.name,
      fleetSize: companies.fleetSize,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { avatarKey, ...rest } = row;
  return { ...rest, avatarUrl: avatarUrl(row.id, avatarKey) };
}

/** Saves the profile form: the user's own fields, and the company's when the caller may change them. */
export async function saveProfile(
  db: Db,
  ids: { userId: string; companyId: string },
  input: ProfileInput,
  withCompany: boolean,
): Promise<void> {
  const updateUser = db
    .update(users)
    .set({ fullName: input.fullName, phoneNumber: input.phoneNumber })
    .where(eq(users.id, ids.userId));
  if (!withCompany) {
    await updateUser;
    return;
  }
  await db.batch([
    updateUser,
    db
      .update(companies)
      .set({ name: input.companyName, fleetSize: input.fleetSize })
      .where(eq(companies.id, ids.companyId)),
  ]);
}

export async function readNotificationPrefs(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ prefs: users.notificationPrefs }).from(users).where(eq(users.id, userId));
  return row?.prefs ?? '{}';
}

export async function saveNotificationPrefs(db: Db, userId: string, prefs: object): Promise<void> {
  await db
    .update(users)
    .set({ notificationPrefs: JSON.stringify(prefs) })
    .where(eq(users.id, userId));
}
