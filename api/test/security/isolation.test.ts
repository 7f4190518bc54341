/**
 * Tenant isolation (ASVS V8.2.2, V8.2.3, V8.4.1): every declared route is called by each of company B's
 * people and by an anonymous caller with company A's ids. Routes with ids must refuse (401/403/404); no
 * answer may carry anything of A's; and A's stored data must be exactly as before. Run twice: with both
 * companies in the global database, and with each in a company database of its own (docs/scaling.md).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Credential, outsiders } from './credentials.ts';
import { FACTORIES, type Made } from './factories.ts';
import { fingerprint } from './fingerprint.ts';
import { headerProblems } from './headers.ts';
import { type IdKind, idNames } from './route-facts.ts';
import { send } from './request.ts';
import { declaredRoutes } from './routes.ts';
import { type Tenant, tenant } from './world.ts';
import type { CompanyDatabase } from '../../src/lib/company-db.ts';

const REFUSED = [401, 403, 404];
const randomBase32 = (n: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => 'abcdefghijklmnopqrstuvwxyz234567'[b & 31]).join('');

/** The sweep, with A and B in the global database, or each in a company database of its own. */
function isolation(where: string, databases: { a?: CompanyDatabase; b?: CompanyDatabase } = {}) {
  describe(`tenant isolation, ${where}`, () => {
    let a: Tenant;
    let b: Tenant;
    let callers: Credential[];
    const ofA = {} as Record<IdKind, Made>;
    let markersOfA: string[] = [];
    const counts = { routes: 0, calls: 0, withIds: 0, links: 0, devOnly: 0 };

    beforeAll(async () => {
      a = await tenant('Alpha', true, databases.a);
      b = await tenant('Bravo', true, databases.b);
      for (const kind of Object.keys(FACTORIES) as IdKind[]) {
        ofA[kind] = await FACTORIES[kind](a);
        // B has objects of every kind too, so B's own lists are not trivially empty.
        await FACTORIES[kind](b);
      }
      const people = Object.values(a.people).flatMap((p) => [p.userId, p.email, p.fullName, p.sessionId]);
      markersOfA = [a.id, a.name, ...people, ...Object.values(ofA).flatMap((m) => m.markers)].filter(
        (m) => m.length >= 6,
      );
      callers = outsiders(b);
    }, 60_000);

    afterAll(() => {
      console.log(
        `[security] tenant isolation (${where}): ${counts.routes} routes × ${callers.length} callers = ${counts.calls} calls (${counts.withIds} with A's ids), plus ${counts.links} guessed billing links and ${counts.devOnly} dev-only calls as a deployment`,
      );
    });

    it("refuses A's ids to B's people and to anonymous callers, never answers with A's data and changes nothing of A's", async () => {
      const before = await fingerprint(a.id);
      const failures: string[] = [];
      for (const route of declaredRoutes()) {
        if (route.facts.devOnly || route.facts.capability) continue;
        counts.routes += 1;
        const names = idNames(route.facts);
        const ids = Object.fromEntries(Object.entries(names).map(([name, kind]) => [name, ofA[kind].id]));
        const hasIds = Object.keys(ids).length > 0;
        for (const who of callers) {
          const sent = await send(route, who, { ids });
          counts.calls += 1;
          if (hasIds) counts.withIds += 1;
          const status = sent.res.status;
          const problems: string[] = [];
          if (hasIds && !REFUSED.includes(status)) problems.push(`answered ${status} to A's ids`);
          if (status >= 500) problems.push(`answered ${status}`);
          const leaked = markersOfA.filter((m) => sent.text.includes(m) && !sent.sentText.includes(m));
          if (leaked.length) problems.push(`answer contains A's ${leaked.join(', ')}`);
          problems.push(...headerProblems(sent.res), ...sent.contract);
          if (problems.length)
            failures.push(`${sent.request} as ${who.label}: ${problems.join('; ')} — ${sent.text.slice(0, 160)}`);
          if (route.facts.endsSession) await who.renew();
        }
      }
      expect(failures).toEqual([]);
      expect(await fingerprint(a.id)).toEqual(before);
    }, 120_000);

    it('reaches hosted billing pages and payer claim pages only by unguessable links: ids carry 100 random bits, unknown ones answer 404 (429 once a network has guessed too often)', async () => {
      const failures: string[] = [];
      for (const route of declaredRoutes().filter((r) => r.facts.capability)) {
        for (const [name, kind] of Object.entries(idNames(route.facts))) {
          const real = ofA[kind].id;
          if (!/_[a-z2-7]{20,}$/.test(real)) failures.push(`${route.key}: id ${real} has fewer than 100 random bits`);
          const guessed = real.replace(/[a-z2-7]{20,}$/, randomBase32(20));
          for (const who of callers) {
            const sent = await send(route, who, { ids: { [name]: guessed } });
            counts.links += 1;
            const throttled = sent.res.status === 429 && sent.text.includes('"rate_limited"');
            if (sent.res.status !== 404 && !throttled)
              failures.push(`${sent.request} as ${who.label}: ${sent.res.status}`);
            failures.push(...headerProblems(sent.res).map((p) => `${sent.request}: ${p}`));
          }
        }
      }
      expect(failures).toEqual([]);
    });

    it('serves dev-only routes (the dev mailbox) to nobody in a deployment', async () => {
      // A deployment logs every request; the suite's output stays readable without them.
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const failures: string[] = [];
      for (const route of declaredRoutes().filter((r) => r.facts.devOnly)) {
        for (const who of callers) {
          const sent = await send(route, who, { production: true });
          counts.devOnly += 1;
          if (sent.res.status !== 404) failures.push(`${sent.request} as ${who.label}: ${sent.res.status}`);
          const leaked = markersOfA.filter((m) => sent.text.includes(m));
          if (leaked.length) failures.push(`${sent.request}: contains ${leaked.join(', ')}`);
        }
      }
      vi.restoreAllMocks();
      expect(failures).toEqual([]);
    });
  });
}

isolation('in the global database');
isolation('in two company databases', { a: 'COMPANY_DB_1', b: 'COMPANY_DB_2' });
