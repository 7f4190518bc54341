import { api, call } from '@dwell/ui/lib/api-client.ts';

/** DELETE /api/documents/:id (refused for evidence an invoice already lists). */
export const deleteDocument = (id: string) => call(api.api.documents[':id'].$delete({ param: { id } }));
