/**
 * Input validation under random and boundary input (ASVS V2.2.1, V2.2.2, V1.2 injection): every route
 * whose declaration names a zod schema gets fast-check generated bodies, queries and path values. The route's
 * schema is the oracle: what it refuses must be answered 400/413 with nothing written, what it accepts must
 * never be refused as invalid, nothing may answer 5xx, and every stored row must still satisfy its rules.
 */
import { SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credential, everyone, expectedAccess } from './credentials.ts';
import { FACTORIES } from './factories.ts';
import { accepted, caseArbitrary, fuzzedRequest, keysOf } from './fuzz-cases.ts';
import { headerProblems } from './headers.ts';
import { brokenRows, rowCounts } from './invariants.ts';
import { parseToken } from '../../src/lib/api-keys/keys.ts';
import { clearRateLimit } from '../../src/lib/rate-limit.ts';
import { buildRequest } from './request.ts';
import { declaredRoutes } from './routes.ts';
import { type Tenant, tenant } from './world.ts';
import { db, settled } from '../fixtures/http.ts';
import { conformance } from '../fixtures/v1.ts';

/** Fixed, so a failure is reproduced by running the file again; change it to explore other inputs. */
const FUZZ_SEED = 20_261_121;
const RUNS_PER_ROUTE = 50;
const REFUSAL_CODES = [
  'validation_failed',
  'bad_request',
  'json_too_deep',
  'json_too_many_fields',
  'payload_too_large',
];

const seedOf = (key: string) => [...key].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, FUZZ_SEED);

const fuzzed = declaredRoutes().filter((r) => r.schemas.json || r.schemas.query || r.schemas.param);

describe('fuzzing every zod-validated route', () => {
  let b: Tenant;
  let callers: Credential[];
  const counts = { routes: 0, cases: 0, refused: 0 };

  beforeAll(async () => {
    b = await tenant('Bravo');
    callers = await everyone(b, await tenant('Charlie', false));
  }, 60_000);

  afterAll(() => {
    console.log(
      `[security] fuzz: ${counts.routes} routes, ${counts.cases} cases (${counts.refused} refused by their schema), seed ${FUZZ_SEED}`,
    );
  });

  for (const route of fuzzed) {
    it(`never answers ${route.key} with a 5xx, and stores only what its schema accepts`, async () => {
      counts.routes += 1;
      const who = callers.find((c) => expectedAccess(route, c) === 'allowed');
      if (!who) throw new Error(`nobody may call ${route.key}`);
      const ids: Record<string, string> = {};
      for (const [name, fill] of Object.entries(route.facts.params ?? {})) {
        if (typeof fill === 'string') ids[name] = (await FACTORIES[fill](b)).id;
      }
      // Every keyed route is fuzzed with B's one key: a fresh window per route keeps the runs of all of them
      // together under the key's per-minute limit (its refusal is tested in api/src/routes/v1/auth.test.ts).
      const key = route.policy.apiKey ? parseToken(b.apiKey) : null;
      if (key) await clearRateLimit(db(), `api-key:${key.id}`);
      const paramName = route.schemas.param ? keysOf(route.schemas.param)[0] : undefined;
      const failures: string[] = [];
      for (const input of fc.sample(caseArbitrary(route), { numRuns: RUNS_PER_ROUTE, seed: seedOf(route.key) })) {
        counts.cases += 1;
        const valid = accepted(route, paramName, input);
        const before = valid ? null : await rowCounts();
        const request = fuzzedRequest(route, who, ids, input, paramName);
        // Settled: a signup's account is written after its answer, and must not land in a later case's counts.
        const res = await settled(request);
        // Keyed /api/v1 answers must match the served OpenAPI document, refusals of fuzzed input included.
        const contract = route.policy.apiKey ? await conformance(route.method, request.url, res) : [];
        const text = await res.text();
        const code = (/"code":"([a-z_]+)"/.exec(text) ?? [])[1] ?? '';
        const problems = [...headerProblems(res), ...contract];
        if (res.status >= 500) problems.push(`answered ${res.status}`);
        if (valid && code === 'validation_failed') problems.push('refused input its schema accepts');
        if (!valid) {
          counts.refused += 1;
          if (![400, 413].includes(res.status) || !REFUSAL_CODES.includes(code)) {
            problems.push(`accepted input its schema refuses (${res.status})`);
          }
          const after = await rowCounts();
          const changed = Object.keys(after).filter((t) => after[t] !== before?.[t]);
          if (changed.length) problems.push(`wrote rows of ${changed.join(', ')} for refused input`);
        }
        if (problems.length)
          failures.push(`${JSON.stringify(input).slice(0, 300)} → ${problems.join('; ')} ${text.slice(0, 120)}`);
      }
      expect(failures).toEqual([]);
      expect(await brokenRows()).toEqual([]);
    }, 90_000);
  }

  it('declares the JSON schema of every write route that validates a JSON body', async () => {
    const undeclared: string[] = [];
    for (const route of declaredRoutes().filter(
      (r) => r.method !== 'GET' && !r.schemas.json && !r.facts.example?.file,
    )) {
      const who = callers.find((c) => expectedAccess(route, c) === 'allowed');
      if (!who || route.facts.endsSession) continue;
      const probe = buildRequest(route, who, {});
      const res = await SELF.fetch(new Request(probe, { body: '[]' }));
      if ((await res.text()).includes('"validation_failed"')) undeclared.push(route.key);
    }
    expect(undeclared, "validate these routes' JSON bodies with validate('json', schema)").toEqual([]);
  });
});
