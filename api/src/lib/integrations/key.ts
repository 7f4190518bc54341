import { DEV_INTEGRATIONS_KEY } from '@dwell/core/integrations/secret-box';
import { INTEGRATION_MESSAGES } from '@dwell/core/schemas/integrations';
import type { Env } from '../../env.ts';
import { ApiError } from '../errors.ts';

/**
 * The key integration secrets are sealed with: INTEGRATIONS_KEY (a Worker secret). Development and tests fall
 * back to the development key the local seed uses; a deployment without its own key refuses integrations
 * rather than sealing customers' secrets with a key published in the repository.
 */
export function integrationsKey(env: Pick<Env, 'INTEGRATIONS_KEY' | 'ENVIRONMENT'>): string {
  const key = env.INTEGRATIONS_KEY?.trim();
  if (key) return key;
  if (env.ENVIRONMENT === 'production') {
    throw new ApiError(503, 'integrations_unavailable', INTEGRATION_MESSAGES.unavailable);
  }
  return DEV_INTEGRATIONS_KEY;
}
