/** The API's routes as Hono registered them, joined with their declarations in route-policy.ts. */
import { app } from '../../src/app.ts';
import { ROUTE_POLICY, type RoutePolicy } from '../../src/lib/route-policy.ts';

export interface RouteEntry {
  /** `METHOD path`, the key of ROUTE_POLICY. */
  key: string;
  method: string;
  path: string;
  policy: RoutePolicy;
}

/**
 * Every `METHOD path` of the app. Middleware registered with `.use()` appears in app.routes as method ALL
 * on a path ending in `*`; those are not routes. A route with several handlers appears once per handler.
 */
export function registeredRoutes(): string[] {
  const keys = app.routes
    .filter((r) => !(r.method === 'ALL' && r.path.endsWith('*')))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

/** The :names of a route path, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');

/** A copy-pasteable declaration for an undeclared route, for the failure message. */
export function suggestion(key: string): string {
  const params = pathParams(key.split(' ')[1] ?? '');
  const fill = params.length ? `, params: { ${params.map((p) => `${p}: '<id kind>'`).join(', ')} }` : '';
  return `  '${key}': { access: '<public|authenticated|company>' or ['role', …]${fill} },`;
}

/** Declared routes, in the order of the app's registration. Throws for undeclared ones (see the test). */
export function declaredRoutes(): RouteEntry[] {
  return registeredRoutes().flatMap((key) => {
    const policy = ROUTE_POLICY[key];
    if (!policy) return [];
    const [method = '', path = ''] = key.split(' ');
    return [{ key, method, path, policy }];
  });
}
