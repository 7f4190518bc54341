import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { ApiScope } from '@dwell/core/schemas/api-keys';
import { z } from 'zod';
import type { Feature } from '@dwell/core/tiers';
import type { AppEnv } from '../../env.ts';
import { validationFailed } from '../../lib/validate.ts';
import { type CompanyRole, guard } from '../../middleware/guard.ts';
import { idempotent } from '../../middleware/idempotency.ts';
import { errorSchema } from './schemas.ts';

/** The error shape's content: the one Error component, so a typed client reads refusals in their shape too. */
const errorContent = { 'application/json': { schema: errorSchema } } as const;

/** A refusal of the operation with the error shape. */
export const refusal = (description: string) => ({ description, content: errorContent });

const header = (description: string) => ({ description, schema: { type: 'string' as const } });

/** The rate limit a key is held to, on every answer to it (draft-ietf-httpapi-ratelimit-headers). */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': header('Requests this key may make per window'),
  'RateLimit-Remaining': header('Requests left in the current window'),
  'RateLimit-Reset': header('Seconds until the current window ends; on a 429, until a request is let through again'),
} as const;

/** Refusals every keyed operation may answer with. */
const COMMON_REFUSALS = {
  401: {
    ...refusal('The key is missing, malformed, unknown or revoked, or a browser session cookie was sent.'),
    headers: { 'WWW-Authenticate': header('Bearer realm="Dwell API", with error="invalid_token" for a bad key') },
  },
  403: refusal("The key lacks the operation's scope, or the company's plan lacks API access."),
  413: refusal('The request body is over the size limit; it was refused before being read.'),
  429: {
    ...refusal('Too many requests with this key; Retry-After says when to try again.'),
    headers: { 'Retry-After': header('Seconds to wait'), ...RATE_LIMIT_HEADERS },
  },
} as const;

/** What an operation of /api/v1 declares besides OpenAPI's own fields: who may call it. */
interface Keyed {
  /** The key's scope the operation needs. */
  scope: ApiScope;
  /** The key's creator must hold one of these roles (default: any member). */
  roles?: readonly CompanyRole[];
  /** A feature of the company's plan the operation needs besides API access. */
  feature?: Feature;
  /** A write made safe to retry by an Idempotency-Key header. */
  idempotent?: true;
}

/** The Idempotency-Key header of a write that may be retried. */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      '1 to 255 visible ASCII characters, kept 24 hours: a retry with the same key and body answers the first result',
    ),
});

/**
 * One operation of /api/v1, declared once: its path, parameters, body and answers (the common refusals
 * added) drive the validation, the handler's types, the OpenAPI document and the reference page; its scope
 * becomes the route's guard and the document's security requirement.
 */
export function keyedRoute<const R extends Omit<RouteConfig, 'middleware' | 'security'>>(keyed: Keyed, route: R) {
  const gate = guard({
    access: keyed.roles ?? 'company',
    apiKey: keyed.scope,
    ...(keyed.feature ? { feature: keyed.feature } : {}),
  });
  // The header is documented and read by the idempotency middleware; the handler's input stays the route's.
  const request = (
    keyed.idempotent ? { ...route.request, headers: idempotencyHeaders } : route.request
  ) as R['request'];
  return createRoute({
    ...route,
    request,
    middleware: keyed.idempotent ? ([gate, idempotent] as const) : ([gate] as const),
    security: [{ apiKey: [keyed.scope] }],
    'x-scope': keyed.scope,
    responses: { ...COMMON_REFUSALS, ...route.responses },
  });
}

/** A router of keyed operations (/api/v1, /api/v2): invalid input is refused with the API's one error shape. */
export const keyedRouter = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationFailed(result.error);
    },
  });
