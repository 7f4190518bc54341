/**
 * Every route the app registers declares itself with exactly one guard (api/src/middleware/guard.ts), whose
 * policy the isolation, role, header and fuzz suites read from app.routes: a route without one would escape
 * them. The suite's own facts about routes (route-facts.ts) must name only routes that exist and fill every
 * :param of their path.
 */
import { type Context, Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/env.ts';
import { guard } from '../../src/middleware/guard.ts';
import { ROUTE_FACTS } from './route-facts.ts';
import { guardsOf, pathParams, registeredRoutes } from './routes.ts';

const HOW = `Give each of these routes one guard where it is declared, e.g.
  .get('/x', guard({ access: 'company', subscription: true }), validate('query', schema), handler)
(access: 'public', 'authenticated', 'admin', 'company' or a role list; /api/v1 operations get theirs from
keyedRoute in api/src/routes/v1/declare.ts). Routes:`;

describe('route declarations', () => {
  it('gives every route the app registers exactly one guard', () => {
    const wrong = registeredRoutes()
      .map((key) => ({ key, guards: guardsOf(key).length }))
      .filter(({ guards }) => guards !== 1)
      .map(({ key, guards }) => `${key} (${guards} guards)`);
    expect(wrong, `${HOW}\n${wrong.join('\n')}\n`).toEqual([]);
  });

  it('tells a guarded route from one registered without a guard, or behind a router-wide use()', () => {
    const handler = (c: Context) => c.text('x');
    const routes = new Hono<AppEnv>()
      .route('/api/a', new Hono<AppEnv>().get('/', guard({ access: 'company' }), handler))
      .route('/api/b', new Hono<AppEnv>().get('/', handler))
      .route('/api/c', new Hono<AppEnv>().use(guard({ access: 'company' })).get('/', handler)).routes;
    expect(registeredRoutes(routes)).toEqual(['GET /api/a', 'GET /api/b', 'GET /api/c']);
    expect(guardsOf('GET /api/a', routes)).toEqual([{ access: 'company' }]);
    expect(guardsOf('GET /api/b', routes)).toEqual([]);
    expect(guardsOf('GET /api/c', routes)).toEqual([]);
  });

  it('keeps facts only of routes the app registers (a renamed or removed route)', () => {
    const registered = new Set(registeredRoutes());
    const stale = Object.keys(ROUTE_FACTS).filter((key) => !registered.has(key));
    expect(stale, 'Remove or rename these keys of ROUTE_FACTS in api/test/security/route-facts.ts').toEqual([]);
  });

  it('says how to fill every :param of every route', () => {
    const unfilled = registeredRoutes().flatMap((key) => {
      const names = pathParams(key.split(' ')[1] ?? '');
      const declared = Object.keys(ROUTE_FACTS[key]?.params ?? {});
      return names.filter((n) => !declared.includes(n)).map((n) => `${key} :${n}`);
    });
    expect(unfilled, 'Give each :param an id kind in ROUTE_FACTS (api/test/security/route-facts.ts)').toEqual([]);
  });
});
