import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/api-keys/:id/revoke: the key stops working at once. */
export const revokeKey = async (id: string) =>
  (await call(api.api['api-keys'][':id'].revoke.$post({ param: { id } }))).key;
