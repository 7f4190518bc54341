import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';

export type IntegrationView = Answer<typeof api.api.integrations.$get>['integrations'][number];

export const INTEGRATIONS_KEY = ['account', 'integrations'] as const;

/** GET /api/integrations: the company's ELD connections with their endpoint and last delivery. */
export const fetchIntegrations = async () => (await call(api.api.integrations.$get())).integrations;
