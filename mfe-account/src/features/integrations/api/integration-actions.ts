import { api, call } from '@dwell/ui/lib/api-client.ts';

const one = api.api.integrations[':id'];

/** POST /api/integrations/:id/disconnect: deliveries are refused (410) from now on. */
export const disconnectIntegration = (id: string) => call(one.disconnect.$post({ param: { id } }));

/** POST /api/integrations/:id/test: a signed sample through the real checks; logged, never applied. */
export const testIntegration = (id: string) => call(one.test.$post({ param: { id } }));

/** POST /api/integrations/:id/secret: a new secret (pasted for Samsara/Motive, made by Dwell for generic). */
export const rotateIntegrationSecret = (id: string, secret?: string) =>
  call(one.secret.$post({ param: { id }, json: secret ? { secret } : {} }));
