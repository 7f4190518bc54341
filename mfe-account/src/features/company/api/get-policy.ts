import { api, call } from '@dwell/ui/lib/api-client.ts';

export const POLICY_KEY = ['account', 'policy'] as const;

/** GET /api/policies: the company's default detention policy (the events area's policies API). */
export const fetchPolicy = async () => (await call(api.api.policies.$get())).company;
