import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/documents/:id/archive: hidden from the lists, kept as evidence. */
export const archiveDocument = (id: string) => call(api.api.documents[':id'].archive.$post({ param: { id } }));
