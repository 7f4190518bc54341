import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/documents/:id/restore: an archived document back in the lists. */
export const restoreDocument = (id: string) => call(api.api.documents[':id'].restore.$post({ param: { id } }));
