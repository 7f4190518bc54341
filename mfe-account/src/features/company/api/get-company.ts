import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';

export type Company = Answer<typeof api.api.company.$get>['company'];

export const COMPANY_KEY = ['account', 'company'] as const;

/** GET /api/company: the company, and whether this user may edit it. */
export const fetchCompany = () => call(api.api.company.$get());
