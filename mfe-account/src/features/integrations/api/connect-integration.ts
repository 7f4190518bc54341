import type { CreateIntegrationInput } from '@dwell/core/schemas/integrations';
import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/integrations: a new connection; a generic one's secret is in the answer, once. */
export const connectIntegration = (json: CreateIntegrationInput) => call(api.api.integrations.$post({ json }));
