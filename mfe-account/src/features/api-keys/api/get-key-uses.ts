import { api, call } from '@dwell/ui/lib/api-client.ts';

/** GET /api/api-keys/:id/uses: the latest requests made with one key (its audit trail), newest first. */
export const fetchKeyUses = async (id: string) =>
  (await call(api.api['api-keys'][':id'].uses.$get({ param: { id } }))).uses;
