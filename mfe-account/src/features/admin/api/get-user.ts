import { api, call } from '@dwell/ui/lib/api-client.ts';

/** GET /api/admin/users/:id: one user with their company, subscription and sessions. */
export const fetchUser = (id: string) => call(api.api.admin.users[':id'].$get({ param: { id } }));
