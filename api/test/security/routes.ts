/**
 * The API's routes as Hono registered them, each with what it declares itself: the policy of its one guard
 * and the zod schemas of its validators (for /api/v1, of its OpenAPI declaration), joined with the suite's
 * own facts about it (route-facts.ts).
 */
import type { ZodType } from 'zod';
import { app } from '../../src/app.ts';
import type { Validates } from '../../src/lib/validate.ts';
import { type Policy, policyOf } from '../../src/middleware/guard.ts';
import { v1Operations } from '../../src/routes/v1/openapi.ts';
import { v2Operations } from '../../src/routes/v2/openapi.ts';
import { ROUTE_FACTS, type RouteFacts } from './route-facts.ts';

/** The schemas a route validates its input with. */
export interface RouteSchemas {
  json?: ZodType;
  query?: ZodType;
  param?: ZodType;
}

export interface RouteEntry {
  /** `METHOD path`, as Hono registers it. */
  key: string;
  method: string;
  path: string;
  policy: Policy;
  schemas: RouteSchemas;
  facts: RouteFacts;
}

type Routes = typeof app.routes;
type Handler = Routes[number]['handler'];

/** Middleware registered with `.use()` appears in app.routes as method ALL on a path ending in `*`. */
const isMiddleware = (r: { method: string; path: string }) => r.method === 'ALL' && r.path.endsWith('*');

/** A sub-app with its own error handler wraps each handler; the original is kept on the wrapper. */
const unwrap = (handler: Handler): unknown =>
  (handler as unknown as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER ?? handler;

/** Every route's handlers in order, by `METHOD path` (a route with several handlers appears once per handler). */
function handlersByRoute(routes: Routes = app.routes): Map<string, unknown[]> {
  const byKey = new Map<string, unknown[]>();
  for (const r of routes.filter((route) => !isMiddleware(route))) {
    const key = `${r.method} ${r.path}`;
    byKey.set(key, [...(byKey.get(key) ?? []), unwrap(r.handler)]);
  }
  return byKey;
}

/** Every `METHOD path` of an app (the API by default), sorted. */
export function registeredRoutes(routes: Routes = app.routes): string[] {
  return [...handlersByRoute(routes).keys()].sort();
}

/** The guards among a route's handlers: exactly one is declared (declarations.test.ts). */
export function guardsOf(key: string, routes: Routes = app.routes): Policy[] {
  return (handlersByRoute(routes).get(key) ?? []).flatMap((h) => policyOf(h) ?? []);
}

const TARGETS = { json: 'json', query: 'query', param: 'param' } as const;

/** The schemas of the route's own validators (validate() carries its target and schema). */
function validatorSchemas(handlers: unknown[]): RouteSchemas {
  const schemas: RouteSchemas = {};
  for (const handler of handlers) {
    const validates = (handler as { validates?: Validates }).validates;
    const target = validates && TARGETS[validates.target as keyof typeof TARGETS];
    if (validates && target) schemas[target] = validates.schema;
  }
  return schemas;
}

/** The keyed operations of each version, whose OpenAPI declarations validate their input. */
const KEYED = { v1: v1Operations, v2: v2Operations };

/** The schemas of the keyed operations (/api/v1, /api/v2), from their OpenAPI declarations. */
function operationSchemas(): Map<string, RouteSchemas> {
  const byKey = new Map<string, RouteSchemas>();
  for (const [version, operations] of Object.entries(KEYED))
    for (const def of operations.openAPIRegistry.definitions) {
      if (def.type !== 'route') continue;
      const { method, path, request } = def.route;
      const media = request?.body?.content['application/json'];
      const body = media && 'schema' in media ? media.schema : undefined;
      const schemas: RouteSchemas = {
        ...(request?.query ? { query: request.query as ZodType } : {}),
        ...(request?.params ? { param: request.params as ZodType } : {}),
        ...(body ? { json: body as ZodType } : {}),
      };
      const honoPath = `/api/${version}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
      byKey.set(`${method.toUpperCase()} ${honoPath}`, schemas);
    }
  return byKey;
}

/** Routes with exactly one guard, in the order of their keys (the others fail declarations.test.ts). */
export function declaredRoutes(): RouteEntry[] {
  const operations = operationSchemas();
  return [...handlersByRoute()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, handlers]) => {
      const guards = handlers.flatMap((h) => policyOf(h) ?? []);
      const [policy] = guards;
      if (!policy || guards.length !== 1) return [];
      const [method = '', path = ''] = key.split(' ');
      const schemas = operations.get(key) ?? validatorSchemas(handlers);
      return [{ key, method, path, policy, schemas, facts: ROUTE_FACTS[key] ?? {} }];
    });
}

/** The :names of a route path, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
