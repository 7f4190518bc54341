import type { ApiKeyView, CreateApiKeyInput } from '@dwell/core/schemas/api-keys';
import { api, unwrap } from '@dwell/ui/lib/api-client.ts';

export const API_KEYS_KEY = ['account', 'api-keys'] as const;

/** The company's keys, newest first (revoked ones too). */
export const fetchKeys = async () => (await unwrap<{ keys: ApiKeyView[] }>(api.api['api-keys'].$get())).keys;

/** Creates a key; the answer's token is the only time the full key exists outside the caller's program. */
export const createKey = (input: CreateApiKeyInput) =>
  unwrap<{ key: ApiKeyView; token: string; message: string }>(api.api['api-keys'].$post({ json: input }));

export const revokeKey = async (id: string) =>
  (await unwrap<{ key: ApiKeyView }>(api.api['api-keys'][':id'].revoke.$post({ param: { id } }))).key;

export interface KeyUse {
  id: string;
  method: string;
  path: string;
  status: number;
  ipAddress: string;
  createdAt: number;
}

/** The latest requests made with one key (its audit trail), newest first. */
export const fetchKeyUses = async (id: string) =>
  (await unwrap<{ uses: KeyUse[] }>(api.api['api-keys'][':id'].uses.$get({ param: { id } }))).uses;
