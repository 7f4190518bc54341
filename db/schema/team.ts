import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * An invitation to join a company with a role. The emailed link carries a secret; only its SHA-256 is stored.
 * Pending = not accepted, not revoked, not expired.
 */
export const invitations = sqliteTable(
  'invitations',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text({ enum: ['driver', 'dispatcher', 'carrier_admin'] }).notNull(),
    tokenHash: text().notNull(),
    invitedBy: text().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp().notNull(),
    acceptedAt: timestamp(),
    acceptedUserId: text().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invitations_company_idx').on(t.companyId, t.email),
    index('invitations_token_idx').on(t.tokenHash),
    index('invitations_invited_by_idx').on(t.invitedBy),
    index('invitations_accepted_user_idx').on(t.acceptedUserId),
  ],
);

export type Invitation = typeof invitations.$inferSelect;
