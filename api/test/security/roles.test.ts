/**
 * Access control by role (ASVS V8.2.1, V8.3.1): every declared route is called as anonymous, as each company
 * role, as the carrier_admin of a company without a subscription and as a platform admin, on objects of the
 * caller's own company (fresh for every call). Refused callers get exactly 401 (anonymous) or 403; allowed
 * ones never get 401 or 403; nobody gets a 5xx; every answer carries the security headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credential, everyone, expectedAccess } from './credentials.ts';
import { FACTORIES } from './factories.ts';
import { headerProblems } from './headers.ts';
import { send } from './request.ts';
import { declaredRoutes, type RouteEntry } from './routes.ts';
import { type Tenant, tenant } from './world.ts';

const overLimit = (text: string) => text.includes('"code":"limit_reached"');

describe('roles', () => {
  let b: Tenant;
  let unsubscribed: Tenant;
  let callers: Credential[];
  const counts = { routes: 0, checks: 0, allowed: 0, refused: 0 };

  beforeAll(async () => {
    b = await tenant('Bravo');
    unsubscribed = await tenant('Charlie', false);
    callers = await everyone(b, unsubscribed);
  }, 60_000);

  afterAll(() => {
    console.log(
      `[security] roles: ${counts.routes} routes × ${callers.length} callers = ${counts.checks} checks (${counts.allowed} allowed, ${counts.refused} refused)`,
    );
  });

  /** Fresh objects of the caller's own company (B's for anonymous and platform callers) for the route's ids. */
  async function idsFor(route: RouteEntry, who: Credential): Promise<Record<string, string>> {
    const home = who.companyId === unsubscribed.id ? unsubscribed : b;
    const ids: Record<string, string> = {};
    for (const [name, fill] of Object.entries(route.facts.params ?? {})) {
      if (typeof fill === 'string') ids[name] = (await FACTORIES[fill](home)).id;
    }
    return ids;
  }

  it('answers every caller of every route as the route declares: 401 anonymous, 403 other roles', async () => {
    const failures: string[] = [];
    for (const route of declaredRoutes()) {
      counts.routes += 1;
      for (const who of callers) {
        const expected = expectedAccess(route, who);
        const sent = await send(route, who, { ids: await idsFor(route, who) });
        const status = sent.res.status;
        counts.checks += 1;
        counts[expected === 'allowed' ? 'allowed' : 'refused'] += 1;
        const problems: string[] = [];
        if (status >= 500) problems.push(`answered ${status}`);
        // A plan limit (403 limit_reached, e.g. no seat left for an invitation) means the caller was let in.
        else if (expected === 'allowed' && (status === 401 || (status === 403 && !overLimit(sent.text))))
          problems.push(`refused with ${status}`);
        else if (expected !== 'allowed' && status !== expected) problems.push(`answered ${status}, not ${expected}`);
        problems.push(...headerProblems(sent.res), ...sent.contract);
        if (problems.length) {
          failures.push(`${route.key} as ${who.label}: ${problems.join('; ')} — ${sent.text.slice(0, 160)}`);
        }
        if (route.facts.endsSession) await who.renew();
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
