/**
 * The route table of api/src/lib/route-policy.ts must match the app's registered routes exactly: the
 * isolation, role, header and fuzz suites iterate over it, so an undeclared route would escape them.
 */
import { describe, expect, it } from 'vitest';
import { ROUTE_POLICY } from '../../src/lib/route-policy.ts';
import { pathParams, registeredRoutes, suggestion } from './routes.ts';

const HOW = `Declare it in ROUTE_POLICY in api/src/lib/route-policy.ts. access: 'public', 'authenticated', 'company' or a
role list; params: one id kind per :param (the IdKind of route-policy.ts — a new kind needs a factory in
api/test/security/factories.ts); json/query/param: the zod schemas the route validates with; example: a body the
route accepts. Add these lines:`;

describe('route declarations', () => {
  it('declares every route the app registers in api/src/lib/route-policy.ts', () => {
    const missing = registeredRoutes().filter((key) => !ROUTE_POLICY[key]);
    expect(missing, `${HOW}\n${missing.map(suggestion).join('\n')}\n`).toEqual([]);
  });

  it('declares no route the app does not register (a renamed or removed route)', () => {
    const registered = new Set(registeredRoutes());
    const stale = Object.keys(ROUTE_POLICY).filter((key) => !registered.has(key));
    expect(stale, 'Remove or rename these keys of ROUTE_POLICY in api/src/lib/route-policy.ts').toEqual([]);
  });

  it('says how to fill every :param of every declared route', () => {
    const unfilled = Object.entries(ROUTE_POLICY).flatMap(([key, policy]) => {
      const names = pathParams(key.split(' ')[1] ?? '');
      const declared = Object.keys(policy.params ?? {});
      return names.filter((n) => !declared.includes(n)).map((n) => `${key} :${n}`);
    });
    expect(unfilled, 'Give each :param an id kind in the route’s params').toEqual([]);
  });
});
