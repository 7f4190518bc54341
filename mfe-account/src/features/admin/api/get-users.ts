import { api, call } from '@dwell/ui/lib/api-client.ts';

/** GET /api/admin/users: every user matching the search (platform admins only). */
export const fetchUsers = async (q: string) => (await call(api.api.admin.users.$get({ query: q ? { q } : {} }))).users;
