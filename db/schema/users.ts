import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, id, timestamp, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

/** A person who signs in. Platform admins have no company. */
export const users = sqliteTable(
  'users',
  {
    id: id(),
    companyId: text().references(() => companies.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    passwordHash: text().notNull(),
    emailConfirmedAt: timestamp(),
    fullName: text(),
    phoneNumber: text(),
    avatarKey: text(),
    profileCompleted: bool().notNull().default(false),
    companyCompleted: bool().notNull().default(false),
    firstEventLogged: bool().notNull().default(false),
    onboardingCompleted: bool().notNull().default(false),
    onboardingProgress: integer().notNull().default(0),
    /** JSON map: step → { completed, completed_at }. */
    onboardingStepsCompleted: text().notNull().default('{}'),
    setupCompletedAt: timestamp(),
    /** JSON: which alerts this user receives by email. */
    notificationPrefs: text().notNull().default('{}'),
    passwordChangedAt: timestamp(),
    disabledAt: timestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_company_idx').on(t.companyId)],
);

/** The catalogue of role names (docs/product.md#tiers-and-limits). */
export const roles = sqliteTable(
  'roles',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull(),
  },
  (t) => [uniqueIndex('roles_name_unique').on(t.name)],
);

/** A user's role: exactly one per user. */
export const userRoles = sqliteTable(
  'user_roles',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text()
      .notNull()
      .references(() => roles.id),
    createdAt: createdAt(),
  },
  (t) => [index('user_roles_role_idx').on(t.roleId)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type RoleRow = typeof roles.$inferSelect;
