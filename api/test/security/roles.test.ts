/**
 * Access control by role (ASVS V8.2.1, V8.3.1): every declared route is called as anonymous, as each company
 * role, as the carrier_admin of a company without a subscription and as a platform admin, on objects of the
 * caller's own company (fresh for every call). Refused callers get exactly 401 (anonymous) or 403; allowed
 * ones never get 401 or 403; nobody gets a 5xx; every answer carries the security headers.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindingOf, type CompanyDatabase, companyDatabasesOf, GLOBAL_TABLES } from '../../src/lib/company-db.ts';
import { tablesToMove } from '../../src/lib/move-company.ts';
import { type Credential, everyone, expectedAccess } from './credentials.ts';
import { FACTORIES } from './factories.ts';
import { headerProblems } from './headers.ts';
import { send } from './request.ts';
import { declaredRoutes, type RouteEntry } from './routes.ts';
import { type Tenant, tenant } from './world.ts';

const overLimit = (text: string) => text.includes('"code":"limit_reached"');

interface World {
  b: Tenant;
  unsubscribed: Tenant;
  callers: Credential[];
}

/** B and a company without a subscription, in the global database or each in a company database. */
async function world(databases: { b?: CompanyDatabase; unsubscribed?: CompanyDatabase } = {}): Promise<World> {
  const b = await tenant('Bravo', true, databases.b);
  const unsubscribed = await tenant('Charlie', false, databases.unsubscribed);
  return { b, unsubscribed, callers: await everyone(b, unsubscribed) };
}

/**
 * Rows written to the wrong database by the sweep: a global table's rows in a company database (the people's
 * copies aside), or a company table's rows of the placed companies in the global database.
 */
async function misplacedRows(placed: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const name of companyDatabasesOf(env)) {
    for (const table of GLOBAL_TABLES) {
      if (table === 'roles') continue;
      const [row] = (await bindingOf(env, name).prepare(`SELECT count(*) AS n FROM "${table}"`).all<{ n: number }>())
        .results;
      if (row?.n) found.push(`${row.n} rows of ${table} in ${name}`);
    }
  }
  for (const plan of tablesToMove()) {
    if (plan.identity) continue;
    for (const companyId of placed) {
      const [row] = (
        await env.DB.prepare(`SELECT count(*) AS n FROM "${plan.name}" WHERE ${plan.where}`)
          .bind(companyId)
          .all<{ n: number }>()
      ).results;
      if (row?.n) found.push(`${row.n} rows of ${plan.name} of ${companyId} in DB`);
    }
  }
  return found;
}

describe('roles', () => {
  let home: World;
  let split: World;
  const counts = { routes: 0, checks: 0, allowed: 0, refused: 0 };

  beforeAll(async () => {
    home = await world();
    split = await world({ b: 'COMPANY_DB_1', unsubscribed: 'COMPANY_DB_2' });
  }, 60_000);

  afterAll(() => {
    console.log(
      `[security] roles: ${counts.routes} routes × ${home.callers.length} callers = ${counts.checks} checks (${counts.allowed} allowed, ${counts.refused} refused), then again with the companies in company databases`,
    );
  });

  /** Fresh objects of the caller's own company (B's for anonymous and platform callers) for the route's ids. */
  async function idsFor(w: World, route: RouteEntry, who: Credential): Promise<Record<string, string>> {
    const own = who.companyId === w.unsubscribed.id ? w.unsubscribed : w.b;
    const ids: Record<string, string> = {};
    for (const [name, fill] of Object.entries(route.facts.params ?? {})) {
      if (typeof fill === 'string') ids[name] = (await FACTORIES[fill](own)).id;
    }
    return ids;
  }

  /** Every route as every caller of a world: the problems found, and each call's status (route, caller). */
  async function sweep(w: World, count: boolean): Promise<{ failures: string[]; statuses: string[] }> {
    const failures: string[] = [];
    const statuses: string[] = [];
    for (const route of declaredRoutes()) {
      if (count) counts.routes += 1;
      for (const who of w.callers) {
        const expected = expectedAccess(route, who);
        const sent = await send(route, who, { ids: await idsFor(w, route, who) });
        const status = sent.res.status;
        // What a company's people get depends on its database; the rest (anonymous callers, the platform admin's
        // registry of remote versions) on global state that the first sweep changes.
        if (who.companyId) statuses.push(`${route.key} as ${who.label}: ${status}`);
        if (count) {
          counts.checks += 1;
          counts[expected === 'allowed' ? 'allowed' : 'refused'] += 1;
        }
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
    return { failures, statuses };
  }

  it('answers every caller of every route as the route declares: 401 anonymous, 403 other roles', async () => {
    const { failures, statuses } = await sweep(home, true);
    expect(failures).toEqual([]);
    // A company whose data is in a company database (docs/scaling.md) is answered exactly alike, call by call:
    // an object looked for in the wrong database would answer 404 where the global database's answers 200.
    const placed = await sweep(split, false);
    expect(placed.failures).toEqual([]);
    expect(placed.statuses).toEqual(statuses);
    expect(await misplacedRows([split.b.id, split.unsubscribed.id])).toEqual([]);
  }, 240_000);
});
