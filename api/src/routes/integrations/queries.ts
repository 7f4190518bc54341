/** The company admin's side of integrations: connect, list, disconnect, and the mappings. */
import { newId } from '@dwell/core/ids';
import type { CreateIntegrationInput } from '@dwell/core/schemas/integrations';
import { SECRET_ROTATION_GRACE_MS } from '@dwell/core/integrations/constants';
import { sealSecret } from '@dwell/core/integrations/secret-box';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import {
  customers,
  facilities,
  type Integration,
  integrationPlaces,
  integrations,
  integrationVehicles,
  users,
} from '../../lib/schema.ts';

/** A generic integration's secret, made by Dwell: `dwsec_` and 32 random bytes. */
export function newGenericSecret(): string {
  return `dwsec_${encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)))}`;
}

/** Connects a provider: the secret (pasted, or made here for the generic format) is stored sealed only. */
export async function insertIntegration(db: Db, companyId: string, input: CreateIntegrationInput, key: string) {
  const secret = input.provider === 'generic' ? newGenericSecret() : (input.secret ?? '');
  const [row] = await db
    .insert(integrations)
    .values({
      id: newId('int'),
      companyId,
      provider: input.provider,
      name: input.name,
      secretCiphertext: await sealSecret(key, secret),
      minVisitMinutes: input.minVisitMinutes,
    })
    .returning();
  if (!row) throw new Error('integration insert returned nothing');
  return { row, secret: input.provider === 'generic' ? secret : null };
}

/**
 * Replaces a connected integration's secret; the one it replaces stays accepted for the grace period. The
 * update holds only while the stored secret is still the one read (`integration`), so of two parallel
 * rotations one wins and the other is told (null) instead of pushing the original secret out of its grace.
 */
export async function rotateSecret(db: Db, integration: Integration, secret: string, key: string) {
  const now = new Date();
  const [row] = await db
    .update(integrations)
    .set({
      secretCiphertext: await sealSecret(key, secret),
      previousSecretCiphertext: integration.secretCiphertext,
      previousSecretUntil: new Date(now.getTime() + SECRET_ROTATION_GRACE_MS),
      secretRotatedAt: now,
    })
    .where(
      and(
        eq(integrations.id, integration.id),
        eq(integrations.status, 'connected'),
        eq(integrations.secretCiphertext, integration.secretCiphertext),
      ),
    )
    .returning();
  return row ?? null;
}

/** One integration of the company, or undefined. */
export async function companyIntegration(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.id, id), eq(integrations.companyId, companyId)));
  return row;
}

/** When the integration's newest delivery came (any result: a run of refusals must show), epoch ms or null. */
// Spelled out: inside a subquery drizzle would leave the outer integrations.id unqualified.
const lastDelivery = sql<number | null>`(SELECT max(d.received_at) FROM integration_deliveries AS d
  WHERE d.integration_id = "integrations"."id")`;

/** The company's integrations, newest first, each with the time of its last delivery. */
export function listIntegrations(db: Db, companyId: string) {
  return db
    .select({ integration: integrations, lastDeliveryAt: lastDelivery })
    .from(integrations)
    .where(eq(integrations.companyId, companyId))
    .orderBy(desc(integrations.createdAt));
}

/** Disconnects a connected integration; undefined when it was not connected (or not the company's). */
export async function disconnectIntegration(db: Db, companyId: string, id: string) {
  const [row] = await db
    .update(integrations)
    .set({ status: 'disconnected', disconnectedAt: new Date() })
    .where(and(eq(integrations.id, id), eq(integrations.companyId, companyId), eq(integrations.status, 'connected')))
    .returning();
  return row;
}

/** The integration as the screen shows it: never its secret. */
export function toIntegrationView(row: Integration, origin: string, lastDeliveryAt: number | null = null) {
  return {
    id: row.id,
    provider: row.provider,
    name: row.name,
    status: row.status,
    minVisitMinutes: row.minVisitMinutes,
    endpointUrl: `${origin}/api/integrations/${row.id}/webhook`,
    lastDeliveryAt,
    secretRotatedAt: row.secretRotatedAt?.getTime() ?? null,
    previousSecretUntil: row.previousSecretUntil?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  };
}

/** The integration's vehicle and place mappings with the names of what they point at. */
export async function mappingsOf(db: Db, companyId: string, integrationId: string) {
  const scope = (t: typeof integrationVehicles | typeof integrationPlaces) =>
    and(eq(t.companyId, companyId), eq(t.integrationId, integrationId));
  const vehicles = await db
    .select({
      id: integrationVehicles.id,
      vendorVehicleId: integrationVehicles.vendorVehicleId,
      driverId: users.id,
      driverName: users.fullName,
    })
    .from(integrationVehicles)
    .innerJoin(users, eq(users.id, integrationVehicles.driverId))
    .where(scope(integrationVehicles))
    .orderBy(asc(integrationVehicles.vendorVehicleId));
  const places = await db
    .select({
      id: integrationPlaces.id,
      vendorPlaceId: integrationPlaces.vendorPlaceId,
      facilityId: facilities.id,
      facilityName: facilities.name,
      customerId: customers.id,
      customerName: customers.name,
    })
    .from(integrationPlaces)
    .innerJoin(facilities, eq(facilities.id, integrationPlaces.facilityId))
    .innerJoin(customers, eq(customers.id, integrationPlaces.customerId))
    .where(scope(integrationPlaces))
    .orderBy(asc(integrationPlaces.vendorPlaceId));
  return { vehicles, places };
}

/** Maps a vehicle; false when the vendor id is mapped already. */
export async function insertVehicleMapping(
  db: Db,
  row: { companyId: string; integrationId: string; vendorVehicleId: string; driverId: string },
) {
  const written = await db
    .insert(integrationVehicles)
    .values({ id: newId('ivh'), ...row })
    .onConflictDoNothing()
    .returning({ id: integrationVehicles.id });
  return written[0]?.id ?? null;
}

/** Maps a place; false when the vendor id is mapped already. */
export async function insertPlaceMapping(
  db: Db,
  row: { companyId: string; integrationId: string; vendorPlaceId: string; facilityId: string; customerId: string },
) {
  const written = await db
    .insert(integrationPlaces)
    .values({ id: newId('ipl'), ...row })
    .onConflictDoNothing()
    .returning({ id: integrationPlaces.id });
  return written[0]?.id ?? null;
}

/** Removes one mapping of the company's integration; false when there was none. */
export async function deleteMapping(db: Db, companyId: string, kind: 'vehicles' | 'places', id: string) {
  const table = kind === 'vehicles' ? integrationVehicles : integrationPlaces;
  const gone = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)))
    .returning({ id: table.id });
  return gone.length === 1;
}

/** Integration `id` if this database holds it (a webhook names only its integration: lib/company-db.ts). */
export async function integrationIn(db: Db, id: string) {
  const [row] = await db.select({ id: integrations.id }).from(integrations).where(eq(integrations.id, id));
  return row;
}
