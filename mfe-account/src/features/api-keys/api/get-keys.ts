import { api, call } from '@dwell/ui/lib/api-client.ts';

export const API_KEYS_KEY = ['account', 'api-keys'] as const;

/** GET /api/api-keys: the company's keys, newest first (revoked ones too). */
export const fetchKeys = async () => (await call(api.api['api-keys'].$get())).keys;
