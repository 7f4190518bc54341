import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns.ts';
import { users } from './users.ts';

/** Single-use tokens sent by email (password reset, email confirmation); only their hash is stored. */
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['password_reset', 'email_confirm'] }).notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp().notNull(),
    usedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.kind), index('auth_tokens_hash_idx').on(t.tokenHash)],
);

/**
 * Sliding-window counters for throttles (wrong passwords, emails sent, API keys): the hits of the current
 * clock-aligned window and of the one before it, which still counts for the part of it inside the last
 * window's length (api/src/lib/rate-limit.ts).
 */
export const rateLimits = sqliteTable('rate_limits', {
  key: text().primaryKey(),
  windowStart: integer().notNull(),
  count: integer().notNull(),
  previousCount: integer().notNull().default(0),
});

/** Every email the product sends. Locally it is only stored and read at the dev mailbox. */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    bodyText: text().notNull(),
    kind: text().notNull(),
    createdAt: createdAt(),
    sentAt: timestamp(),
    error: text(),
    /** JSON list of files sent with it: name, content type, size and the R2 key (DOCUMENTS) of the bytes. */
    attachments: text(),
    /** The provider's id of the message, which its delivery events (a bounce) name. */
    providerId: text(),
    /** The claim a payer email was about: a bounce of it is recorded on the claim. */
    claimId: text(),
  },
  (t) => [
    index('email_outbox_to_idx').on(t.toAddress, t.createdAt),
    index('email_outbox_provider_idx').on(t.providerId),
    index('email_outbox_claim_idx').on(t.claimId),
  ],
);
