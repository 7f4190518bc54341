import type { CreateApiKeyInput } from '@dwell/core/schemas/api-keys';
import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/api-keys: the answer's token is the only time the full key exists outside the caller's program. */
export const createKey = (input: CreateApiKeyInput) => call(api.api['api-keys'].$post({ json: input }));
