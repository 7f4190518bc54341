import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/admin/users/:id/sessions/end: signs the user out everywhere. */
export const endUserSessions = (id: string) => call(api.api.admin.users[':id'].sessions.end.$post({ param: { id } }));
