/**
 * A method a path does not have (issue 16, item 13): 405 with an Allow header naming the methods the path
 * does have, in the one error shape; before, every such call answered 404 as if the path did not exist.
 */
import { methodNotAllowed } from '@dwell/core/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../src/app.ts';
import { type Tenant, tenant } from './security/world.ts';
import { call, type ErrorAnswer } from './fixtures/http.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Each registered path (middleware aside) with the methods registered for exactly that path. */
function registeredPaths(): Map<string, Set<string>> {
  const paths = new Map<string, Set<string>>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    paths.set(route.path, (paths.get(route.path) ?? new Set()).add(route.method));
  }
  return paths;
}

/** A path to call for a route path: a pattern parameter takes its first choice, any other parameter an id. */
const concrete = (path: string) =>
  path.replace(/:[A-Za-z0-9_]+\{([^}|]*)[^}]*\}/g, '$1').replace(/:[A-Za-z0-9_]+/g, 'x_1');

describe('405 Method Not Allowed', () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await tenant('Methods');
  });

  it('answers a known path called with another method with 405, Allow and the error shape', async () => {
    const cookie = t.people.carrier_admin.cookie;
    const cases: [string, string, string][] = [
      ['DELETE', '/api/events', 'GET, HEAD, POST'],
      ['PUT', '/api/events/ev_1', 'DELETE, GET, HEAD'],
      ['GET', '/api/claims/cl_1/payments', 'POST'],
      ['PATCH', '/api/reports/dashboard', 'GET, HEAD'],
      ['POST', '/api/health', 'GET, HEAD'],
      ['DELETE', '/api/profile', 'GET, HEAD, PATCH'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await call(path, { method, cookie });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(((await res.json()) as ErrorAnswer).error).toEqual({
        code: 'method_not_allowed',
        message: methodNotAllowed(method, allow.split(', ')),
      });
    }
  });

  it('still answers 404 for a path that exists under no method', async () => {
    const res = await call('/api/no-such-route', { method: 'DELETE', cookie: t.people.carrier_admin.cookie });
    expect(res.status).toBe(404);
    expect(res.headers.get('allow')).toBeNull();
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('not_found');
  });

  it('never answers 404 for a registered path, and lists at least its registered methods in Allow', async () => {
    const cookie = t.people.carrier_admin.cookie;
    const failures: string[] = [];
    let refused = 0;
    for (const [path, methods] of registeredPaths()) {
      const method = METHODS.find((m) => !methods.has(m) && !(m === 'GET' && methods.has('HEAD')));
      if (!method) continue;
      const res = await call(concrete(path), { method, cookie });
      await res.body?.cancel();
      // Middleware of a resource (sign-in, role, plan, API key) may refuse first; a 404 would mean "no such path".
      if (res.status === 404) failures.push(`${method} ${path}: 404`);
      if (res.status !== 405) continue;
      refused += 1;
      const allow = new Set((res.headers.get('allow') ?? '').split(', '));
      for (const registered of methods) if (!allow.has(registered)) failures.push(`${path}: Allow lacks ${registered}`);
      if (allow.has(method)) failures.push(`${path}: Allow lists ${method}, which answered 405`);
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(40);
  });
});
