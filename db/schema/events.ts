import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { TIME_SOURCES } from '@dwell/core/integrations/constants';
import { bool, createdAt, id, timestamp, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { customers, facilities } from './facilities.ts';
import { users } from './users.ts';

export const EVENT_STATUSES = ['active', 'completed', 'cancelled'] as const;
export const EVENT_REASONS = ['dock_full', 'paperwork_delay', 'breakdown', 'other'] as const;

/** A stop where a driver waited (docs/product.md#data detention_events plus facility, customer, load and reason). */
export const detentionEvents = sqliteTable(
  'detention_events',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The driver the event belongs to. */
    userId: text()
      .notNull()
      .references(() => users.id),
    facilityId: text().references(() => facilities.id),
    customerId: text().references(() => customers.id),
    facilityName: text().notNull(),
    facilityAddress: text().notNull(),
    driverName: text().notNull(),
    loadNumber: text(),
    reason: text({ enum: EVENT_REASONS }),
    notes: text(),
    appointmentTime: timestamp(),
    checkInTime: timestamp().notNull(),
    checkOutTime: timestamp(),
    status: text({ enum: EVENT_STATUSES }).notNull(),
    freeTimeMinutes: integer().notNull(),
    checkInLat: real(),
    checkInLng: real(),
    /** Where the check-in time came from; the GPS fix above (and its accuracy) is kept as evidence. */
    checkInSource: text({ enum: TIME_SOURCES }).notNull().default('manual'),
    checkInAccuracyM: real(),
    /** Where the check-out time came from (null while the stop runs), with its GPS fix when there was one. */
    checkOutSource: text({ enum: TIME_SOURCES }),
    checkOutLat: real(),
    checkOutLng: real(),
    checkOutAccuracyM: real(),
    /**
     * The stop's stored price: set when it is completed or claimed (and when an admin re-prices it), so a later
     * policy change never reprices it. Null while it runs: then every screen prices it under today's policy.
     */
    pricedAt: timestamp(),
    /** JSON of the full DetentionPolicy the stored price came from (free time included). */
    pricedPolicy: text(),
    pricedBillable: bool(),
    pricedBilledMinutes: integer(),
    pricedCents: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list's order: check-in, then rowid (the index's implicit last column) without a sort step.
    index('events_company_checkin_idx').on(t.companyId, t.checkInTime),
    // Covers the trend sums (status, check-out, owner) and the dashboard's and reports' pricing of each stop
    // (appointment, free time, facility, customer, the stored price), so a window is read from the index alone.
    index('events_company_report_idx').on(
      t.companyId,
      t.checkInTime,
      t.status,
      t.checkOutTime,
      t.userId,
      t.appointmentTime,
      t.freeTimeMinutes,
      t.facilityId,
      t.customerId,
      t.facilityName,
      t.pricedBillable,
      t.pricedCents,
    ),
    index('events_company_status_idx').on(t.companyId, t.status, t.checkInTime),
    // The hourly sweep finds the companies with drivers waiting without scanning every company's history.
    index('events_status_company_idx').on(t.status, t.companyId),
    index('events_company_created_idx').on(t.companyId, t.createdAt),
    // Incremental sync (/api/v2 updatedSince): what changed after a time, oldest change first.
    index('events_company_updated_idx').on(t.companyId, t.updatedAt),
    // The dashboard counts stops under way during a window by their check-out, without reading older history,
    // from the index alone (check-in, status and owner are the count's other terms).
    index('events_company_checkout_idx').on(t.companyId, t.checkOutTime, t.checkInTime, t.status, t.userId),
    index('events_user_idx').on(t.userId, t.checkInTime),
    // Completed stops still without a stored price (the hourly sweep prices them): a short partial index.
    index('events_unpriced_idx')
      .on(t.status, t.pricedAt)
      .where(sql`${t.status} = 'completed' AND ${t.pricedAt} IS NULL`),
    index('events_facility_idx').on(t.facilityId, t.checkInTime),
    index('events_customer_idx').on(t.customerId, t.checkInTime),
  ],
);

/** Append-only log of who did what to an event, feeding its timeline and the recent activity feed. */
export const eventLog = sqliteTable(
  'event_log',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    eventId: text()
      .notNull()
      .references(() => detentionEvents.id, { onDelete: 'cascade' }),
    actorUserId: text().references(() => users.id),
    action: text().notNull(),
    /** JSON details of the action. */
    details: text().notNull().default('{}'),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_log_event_idx').on(t.eventId, t.createdAt),
    index('event_log_company_idx').on(t.companyId, t.createdAt),
    index('event_log_actor_idx').on(t.actorUserId),
  ],
);

/** A note on an event (the detail's Notes tab): who wrote what, when. */
export const eventNotes = sqliteTable(
  'event_notes',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    eventId: text()
      .notNull()
      .references(() => detentionEvents.id, { onDelete: 'cascade' }),
    authorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_notes_event_idx').on(t.eventId, t.createdAt),
    index('event_notes_company_idx').on(t.companyId),
    index('event_notes_author_idx').on(t.authorUserId),
  ],
);

export type DetentionEvent = typeof detentionEvents.$inferSelect;
export type NewDetentionEvent = typeof detentionEvents.$inferInsert;
export type EventLogRow = typeof eventLog.$inferSelect;
export type EventNote = typeof eventNotes.$inferSelect;
