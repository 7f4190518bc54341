import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, updatedAt } from './columns.ts';

/** The tenant: a fleet or carrier. Every company-owned row carries company_id. */
export const companies = sqliteTable('companies', {
  id: id(),
  name: text().notNull(),
  fleetSize: text().notNull(),
  address: text(),
  phone: text(),
  dotNumber: text(),
  mcNumber: text(),
  /** IANA zone of the company's periods and report days, and of stops at facilities without one of their own. */
  timezone: text().notNull().default('America/Chicago'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
