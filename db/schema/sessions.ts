import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, id, timestamp } from './columns.ts';
import { users } from './users.ts';

/**
 * A signed-in session (docs/product.md#data user_sessions). The cookie holds `<id>.<secret>`; only the SHA-256 of the
 * secret is stored, as token_hash.
 */
export const userSessions = sqliteTable(
  'user_sessions',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    lastActivity: timestamp().notNull(),
    /** Idle deadline: moves with activity and extension, never past absoluteExpiresAt. */
    expiresAt: timestamp().notNull(),
    absoluteExpiresAt: timestamp().notNull(),
    ipAddress: text().notNull().default('unknown'),
    userAgent: text().notNull().default(''),
    deviceFingerprint: text().notNull().default(''),
    isActive: bool().notNull().default(true),
    terminationReason: text(),
    terminatedAt: timestamp(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.isActive)],
);

/** Append-only record of session events (docs/product.md#data session_audit_log). */
export const sessionAuditLog = sqliteTable(
  'session_audit_log',
  {
    id: id(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text(),
    eventType: text().notNull(),
    /** JSON: timestamp, user agent, device fingerprint and event specifics. */
    eventDetails: text().notNull().default('{}'),
    ipAddress: text().notNull().default('unknown'),
    createdAt: createdAt(),
  },
  (t) => [
    index('session_audit_user_idx').on(t.userId, t.createdAt),
    index('session_audit_session_idx').on(t.sessionId),
  ],
);

export type UserSession = typeof userSessions.$inferSelect;
