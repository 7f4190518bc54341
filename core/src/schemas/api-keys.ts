import { z } from 'zod';

/** What a key may do (issue 9). A route of /api/v1 names the one scope it needs. */
export const API_SCOPES = ['events:read', 'events:write', 'documents:read', 'reports:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** The labels of the scope checkboxes on the API keys screen. */
export const SCOPE_LABELS: Record<ApiScope, string> = {
  'events:read': 'Read events',
  'events:write': 'Write events',
  'documents:read': 'Read documents',
  'reports:read': 'Read reports',
};

export const API_KEY_NAME_MAX = 60;

/** Texts of the API keys screen and of /api/v1's refusals. */
export const API_KEY_MESSAGES = {
  nameRequired: 'Key name is required',
  nameTooLong: `Key name must be at most ${API_KEY_NAME_MAX} characters`,
  scopesRequired: 'Choose at least one scope',
  scopeUnknown: 'Scope must be one of events:read, events:write, documents:read or reports:read',
  missing: 'An API key is required: send it as Authorization: Bearer <key>.',
  malformed: 'The API key is malformed.',
  invalid: 'The API key is not valid.',
  revoked: 'The API key has been revoked.',
  cookieRefused:
    'Browser sessions are not accepted by the Dwell API for programs. Send an API key as Authorization: Bearer <key>.',
  scopeMissing: 'The API key lacks the scope {scope}.',
  rateLimited: 'Too many requests with this API key. Try again in {wait}.',
  cursorInvalid: 'The cursor is invalid or does not belong to these filters.',
  created: 'API key created',
  revokedToast: 'API key revoked',
  shownOnce: 'Copy this key now. It will not be shown again.',
} as const;

/** A new key: a name for people and at least one scope. */
export const createApiKeySchema = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  scopes: z
    .array(z.enum(API_SCOPES, { error: API_KEY_MESSAGES.scopeUnknown }), { error: API_KEY_MESSAGES.scopesRequired })
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .max(API_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** A key as the management screen lists it; the secret is never part of it. */
export interface ApiKeyView {
  id: string;
  name: string;
  scopes: ApiScope[];
  /** The first characters of the key, so people can tell keys apart. */
  prefix: string;
  createdAt: number;
  createdBy: string;
  lastUsedAt: number | null;
  revokedAt: number | null;
}
