import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';

const one = api.api.integrations[':id'];

export type Mappings = Answer<(typeof one.mappings)['$get']>;

/** GET /api/integrations/:id/mappings: provider vehicles → drivers, provider places → facility and customer. */
export const fetchMappings = (id: string) => call(one.mappings.$get({ param: { id } }));

/** POST /api/integrations/:id/vehicles. */
export const mapVehicle = (id: string, json: { vendorVehicleId: string; driverId: string }) =>
  call(one.vehicles.$post({ param: { id }, json }));

/** POST /api/integrations/:id/places. */
export const mapPlace = (id: string, json: { vendorPlaceId: string; facilityId: string; customerId: string }) =>
  call(one.places.$post({ param: { id }, json }));

/** DELETE /api/integrations/mappings/:kind/:mappingId. */
export const removeMapping = (kind: 'vehicles' | 'places', mappingId: string) =>
  call(api.api.integrations.mappings[':kind{vehicles|places}'][':mappingId'].$delete({ param: { kind, mappingId } }));
