import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';

export type IntegrationView = Answer<typeof api.api.integrations.$get>['integrations'][number];

/** The key the route's preload (routes.ts reads) caches GET /api/integrations under, answer as it is. */
export const INTEGRATIONS_KEY = ['account', 'integrations'] as const;

/** GET /api/integrations: the company's ELD connections with their endpoint and last delivery. */
export const fetchIntegrations = () => call(api.api.integrations.$get());
