import { DEV_INTEGRATIONS_KEY, sealSecret } from '@dwell/core/integrations/secret-box';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { integrationPlaces, integrations, integrationVehicles } from '../../schema/integrations.ts';
import { DEMO_COMPANY_ID } from '../demo-data.ts';
import { insertChunked } from './insert-chunked.ts';

/** The demo's generic integration, its vendor ids and the secret a developer signs sample deliveries with. */
export const DEMO_INTEGRATION = {
  id: 'int_demo_generic',
  secret: 'dwsec_demo_local_development_only_0123456789',
  vehicleId: 'TRK-104',
  placeId: 'DC-CHI-1',
} as const;

/**
 * One connected generic ELD integration: vehicle TRK-104 is Marcus Reed's truck and place DC-CHI-1 is the
 * first demo facility, booked to the first demo customer. Sealed with the development key the local API uses.
 */
export async function seedIntegrations(db: DrizzleD1Database, created: Date): Promise<void> {
  const secretCiphertext = await sealSecret(DEV_INTEGRATIONS_KEY, DEMO_INTEGRATION.secret);
  await insertChunked(db, integrations, [
    {
      id: DEMO_INTEGRATION.id,
      companyId: DEMO_COMPANY_ID,
      provider: 'generic',
      name: 'Fleet telematics (generic)',
      secretCiphertext,
      status: 'connected',
      minVisitMinutes: 5,
      createdAt: created,
    },
  ]);
  await insertChunked(db, integrationVehicles, [
    {
      id: 'ivh_demo_1',
      companyId: DEMO_COMPANY_ID,
      integrationId: DEMO_INTEGRATION.id,
      vendorVehicleId: DEMO_INTEGRATION.vehicleId,
      driverId: 'usr_demo_drv1',
      createdAt: created,
    },
  ]);
  await insertChunked(db, integrationPlaces, [
    {
      id: 'ipl_demo_1',
      companyId: DEMO_COMPANY_ID,
      integrationId: DEMO_INTEGRATION.id,
      vendorPlaceId: DEMO_INTEGRATION.placeId,
      facilityId: 'fac_demo_01',
      customerId: 'cus_demo_01',
      createdAt: created,
    },
  ]);
}
