import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { INTEGRATION_PROVIDERS, INTEGRATION_STATUSES } from '@dwell/core/integrations/constants';
import { createdAt, id, timestamp } from './columns.ts';
import { companies } from './companies.ts';
import { detentionEvents } from './events.ts';
import { customers, facilities } from './facilities.ts';
import { users } from './users.ts';

/**
 * A company's connection to an ELD/telematics provider: deliveries to its endpoint are verified with its
 * secret, which is kept encrypted (AES-GCM under the server's INTEGRATIONS_KEY) because an HMAC check needs
 * the plaintext.
 */
export const integrations = sqliteTable(
  'integrations',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text({ enum: INTEGRATION_PROVIDERS }).notNull(),
    name: text().notNull(),
    /** `v1.<iv>.<ciphertext>` (base64url), see api/src/lib/integrations/secret-box.ts. */
    secretCiphertext: text().notNull(),
    /** The secret before the last rotation, still accepted until `previousSecretUntil` (the sender's switch-over). */
    previousSecretCiphertext: text(),
    previousSecretUntil: timestamp(),
    secretRotatedAt: timestamp(),
    status: text({ enum: INTEGRATION_STATUSES }).notNull().default('connected'),
    /** A visit shorter than this (entry to exit) is dropped: a truck clipping the fence edge. */
    minVisitMinutes: integer().notNull().default(5),
    disconnectedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [index('integrations_company_idx').on(t.companyId)],
);

/** A provider vehicle and the Dwell driver whose stops it logs. */
export const integrationVehicles = sqliteTable(
  'integration_vehicles',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    integrationId: text()
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    vendorVehicleId: text().notNull(),
    driverId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('integration_vehicles_vendor_unique').on(t.integrationId, t.vendorVehicleId),
    index('integration_vehicles_company_idx').on(t.companyId),
    index('integration_vehicles_driver_idx').on(t.driverId),
  ],
);

/** A provider place (address or geofence) and the Dwell facility and paying customer it stands for. */
export const integrationPlaces = sqliteTable(
  'integration_places',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    integrationId: text()
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    vendorPlaceId: text().notNull(),
    facilityId: text()
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    customerId: text()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('integration_places_vendor_unique').on(t.integrationId, t.vendorPlaceId),
    index('integration_places_company_idx').on(t.companyId),
    index('integration_places_facility_idx').on(t.facilityId),
    index('integration_places_customer_idx').on(t.customerId),
  ],
);

/**
 * Every request to an integration's endpoint and what came of it, refusals included. The first delivery of a
 * vendor event claims its key (unique per integration), so a retry or a parallel duplicate is recognised by
 * the insert itself. An exit that came before its entry stays here as 'held' until the entry matches it.
 */
export const integrationDeliveries = sqliteTable(
  'integration_deliveries',
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    integrationId: text()
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    receivedAt: timestamp().notNull(),
    /** The vendor's event id as sent (also on duplicates); null when the request never authenticated. */
    vendorEventId: text(),
    /** Set only on the delivery that applied the vendor event: unique per integration. */
    claimKey: text(),
    kind: text({ enum: ['entry', 'exit'] }),
    result: text().notNull(),
    httpStatus: integer().notNull(),
    errorMessage: text(),
    vendorVehicleId: text(),
    vendorPlaceId: text(),
    occurredAt: timestamp(),
    /** For an exit delivered alone: when the visit began, if the vendor says. */
    enteredAt: timestamp(),
    lat: real(),
    lng: real(),
    accuracyM: real(),
    eventId: text().references(() => detentionEvents.id, { onDelete: 'set null' }),
    /** Sent by the Integrations screen's test button: verified for real, never writes events. */
    test: integer({ mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('integration_deliveries_claim_unique').on(t.integrationId, t.claimKey),
    index('integration_deliveries_integration_idx').on(t.integrationId, t.receivedAt),
    index('integration_deliveries_company_idx').on(t.companyId),
    index('integration_deliveries_event_idx').on(t.eventId),
    index('integration_deliveries_held_idx').on(t.integrationId, t.result, t.vendorVehicleId, t.vendorPlaceId),
  ],
);

export type Integration = typeof integrations.$inferSelect;
export type IntegrationVehicle = typeof integrationVehicles.$inferSelect;
export type IntegrationPlace = typeof integrationPlaces.$inferSelect;
export type IntegrationDelivery = typeof integrationDeliveries.$inferSelect;
