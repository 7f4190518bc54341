import { index, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns.ts';
import { claims } from './claims.ts';
import { companies } from './companies.ts';
import { detentionEvents } from './events.ts';
import { users } from './users.ts';

export const ALERT_KINDS = [
  'free_time_ending',
  'billable_started',
  'cap_reached',
  'claim_unpaid',
  'payer_answered',
] as const;

/** An in-app alert of the company (the header's notifications), raised once per dedupe key. */
export const alerts = sqliteTable(
  'alerts',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text({ enum: ALERT_KINDS }).notNull(),
    eventId: text().references(() => detentionEvents.id, { onDelete: 'cascade' }),
    claimId: text().references(() => claims.id, { onDelete: 'cascade' }),
    /** The driver whose stop it is about: drivers only see alerts of their own events. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    message: text().notNull(),
    /** e.g. 'billable_started:<eventId>': the same alert is never raised twice. */
    dedupeKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alerts_company_dedupe_unique').on(t.companyId, t.dedupeKey),
    index('alerts_company_created_idx').on(t.companyId, t.createdAt),
    index('alerts_event_idx').on(t.eventId),
    index('alerts_claim_idx').on(t.claimId),
    index('alerts_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Which user has read which alert. */
export const alertReads = sqliteTable(
  'alert_reads',
  {
    alertId: text()
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp().notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.userId] }), index('alert_reads_user_idx').on(t.userId)],
);

export type Alert = typeof alerts.$inferSelect;
