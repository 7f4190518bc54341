import { api, call } from '@dwell/ui/lib/api-client.ts';

/** PATCH /api/facilities/:id: the facility's geofence centre and radius, set by hand. */
export const setGeofence = (id: string, json: { lat: number; lng: number; geofenceRadiusM: number }) =>
  call(api.api.facilities[':id'].$patch({ param: { id }, json }));
