import { CLAIM_STATUSES } from '@dwell/core/schemas/claim-rules';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { detentionEvents } from './events.ts';
import { customers } from './facilities.ts';
import { users } from './users.ts';

/** A detention claim: the invoice for one completed, billable stop, frozen when it was generated. */
export const claims = sqliteTable(
  'claims',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    eventId: text()
      .notNull()
      .references(() => detentionEvents.id, { onDelete: 'cascade' }),
    customerId: text().references(() => customers.id, { onDelete: 'set null' }),
    /** Invoice number shown on the PDF, unique per company. */
    number: text().notNull(),
    status: text({ enum: CLAIM_STATUSES }).notNull().default('draft'),
    amountCents: integer().notNull(),
    billedMinutes: integer().notNull(),
    receivedCents: integer().notNull().default(0),
    /** JSON snapshot of the policy and the computed breakdown the amount came from. */
    breakdown: text().notNull(),
    note: text(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp(),
    /** R2 key (DOCUMENTS bucket) of the invoice PDF as it was sent; every later download serves these bytes. */
    invoiceKey: text(),
    /** SHA-256 (hex) of that PDF, also written to the claim's history when it was stored. */
    invoiceSha256: text(),
    closedAt: timestamp(),
    lastReminderAt: timestamp(),
    /** When the payer owes the money: the first send plus the customer's payment terms. */
    dueAt: timestamp(),
    /** Why the last send to the payer failed (provider error, bounce); null once a send went out. */
    sendError: text(),
    /** A send to the payer under way since then: a second send waits until it ends (or a minute passes). */
    sendingAt: timestamp(),
    /** How many of the customer's scheduled reminders the payer has been sent. */
    payerReminders: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('claims_event_unique').on(t.eventId),
    uniqueIndex('claims_company_number_unique').on(t.companyId, t.number),
    index('claims_company_status_idx').on(t.companyId, t.status, t.createdAt),
    index('claims_company_created_idx').on(t.companyId, t.createdAt),
    index('claims_customer_idx').on(t.customerId),
    // The reminder sweep reads sent claims of every company by age.
    index('claims_status_sent_idx').on(t.status, t.sentAt),
    index('claims_created_by_idx').on(t.createdBy),
    // The payer reminder sweep reads open claims of every company by due date.
    index('claims_status_due_idx').on(t.status, t.dueAt),
  ],
);

/**
 * The payer's link to one claim's page: an unguessable token of which only the SHA-256 is kept, expiring and
 * revocable. A claim has at most one live link; sending again replaces it.
 */
export const claimLinks = sqliteTable(
  'claim_links',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    claimId: text()
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp().notNull(),
    revokedAt: timestamp(),
    lastOpenedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('claim_links_token_unique').on(t.tokenHash),
    index('claim_links_claim_idx').on(t.claimId, t.createdAt),
    index('claim_links_company_idx').on(t.companyId),
    index('claim_links_created_by_idx').on(t.createdBy),
  ],
);

/** Money received against a claim; the claim keeps the running total in receivedCents. */
export const claimPayments = sqliteTable(
  'claim_payments',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    claimId: text()
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    receivedAt: timestamp().notNull(),
    /** The payer's reference (check number, ACH trace, remittance id); one per claim, so a repeat is refused. */
    reference: text(),
    note: text(),
    recordedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('claim_payments_claim_idx').on(t.claimId, t.receivedAt),
    uniqueIndex('claim_payments_reference_unique').on(t.claimId, t.reference),
    index('claim_payments_company_idx').on(t.companyId),
    index('claim_payments_recorded_by_idx').on(t.recordedBy),
  ],
);

/**
 * Per-company claim settings: after how many days a sent, unpaid claim raises a reminder, and how old the
 * check-in of a stop still open may be (asked to confirm beyond the first, refused beyond the second; a stop
 * left open longer shows and bills no more than the second).
 */
export const claimSettings = sqliteTable('claim_settings', {
  companyId: text()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  reminderDays: integer().notNull().default(30),
  openStopConfirmHours: integer().notNull().default(24),
  openStopLimitHours: integer().notNull().default(72),
  updatedAt: updatedAt(),
});

export type Claim = typeof claims.$inferSelect;
export type ClaimPayment = typeof claimPayments.$inferSelect;
export type ClaimLink = typeof claimLinks.$inferSelect;
