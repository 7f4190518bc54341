import { api, unwrap } from '@dwell/ui/lib/api-client.ts';

export interface AdminUserRow {
  id: string;
  email: string;
  fullName: string | null;
  companyName: string | null;
  subscriptionStatus: string | null;
  role: string;
  disabled: boolean;
  createdAt: number;
}

export interface AdminUserDetail {
  user: {
    id: string;
    email: string;
    fullName: string | null;
    phoneNumber: string | null;
    role: string;
    emailConfirmedAt: number | null;
    disabledAt: number | null;
    onboardingProgress: number;
    createdAt: number;
  };
  company: {
    id: string;
    name: string;
    fleetSize: string;
    address: string | null;
    phone: string | null;
    dotNumber: string | null;
    mcNumber: string | null;
    memberCount: number;
  } | null;
  subscription: {
    id: string;
    status: string;
    priceId: string | null;
    currentPeriodEnd: number | null;
    cancelAtPeriodEnd: boolean;
  } | null;
  sessions: { id: string; createdAt: number; lastActivity: number; ipAddress: string; userAgent: string }[];
}

export const fetchUsers = async (q: string) =>
  (await unwrap<{ users: AdminUserRow[] }>(api.api.admin.users.$get({ query: q ? { q } : {} }))).users;

export const fetchUser = (id: string) => unwrap<AdminUserDetail>(api.api.admin.users[':id'].$get({ param: { id } }));

export const endUserSessions = (id: string) =>
  unwrap<{ message: string }>(api.api.admin.users[':id'].sessions.end.$post({ param: { id } }));
