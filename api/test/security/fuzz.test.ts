/**
 * Input validation under random and boundary input (ASVS V2.2.1, V2.2.2, V1.2.4 for injection): every route
 * whose declaration names a zod schema gets fast-check generated bodies, queries and path values. The route's
 * schema is the oracle: what it refuses must be answered 400/413 with nothing written, what it accepts must
 * never be refused as invalid, nothing may answer 5xx, and every stored row must still satisfy its rules.
 */
import { SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { png } from '../../src/routes/documents/test-helpers.ts';
import { type Credential, everyone, expectedAccess } from './credentials.ts';
import { FACTORIES } from './factories.ts';
import { fieldsOf, fileName, jsonBody, pathValue, queryPairs } from './fuzz-inputs.ts';
import { headerProblems } from './headers.ts';
import { brokenRows, rowCounts } from './invariants.ts';
import { buildRequest, fillPath } from './request.ts';
import { declaredRoutes, type RouteEntry } from './routes.ts';
import { type Tenant, tenant } from './world.ts';

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

interface Case {
  json?: { text: string };
  query?: [string, string][];
  param?: string;
  fileName?: string;
}

const keysOf = (schema: ZodType | undefined) => Object.keys(fieldsOf(schema));
const seedOf = (key: string) => [...key].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, FUZZ_SEED);

/** The query object hono's validator builds: one value per key, or an array when a key repeats. */
function validatorQuery(pairs: [string, string][]): Record<string, string | string[]> {
  const grouped = new Map<string, string[]>();
  for (const [k, v] of pairs) grouped.set(k, [...(grouped.get(k) ?? []), v]);
  return Object.fromEntries([...grouped].map(([k, v]) => [k, v.length === 1 ? (v[0] ?? '') : v]));
}

/** Whether the route's own schemas accept the case (the oracle). */
function accepted(route: RouteEntry, paramName: string | undefined, input: Case): boolean {
  const { json, query, param } = route.policy;
  if (json && input.json) {
    let value: unknown;
    try {
      value = JSON.parse(input.json.text);
    } catch {
      return false;
    }
    if (!json.safeParse(value).success) return false;
  }
  if (query && input.query && !query.safeParse(validatorQuery(input.query)).success) return false;
  if (param && paramName && input.param !== undefined && !param.safeParse({ [paramName]: input.param }).success) {
    return false;
  }
  return true;
}

function caseArbitrary(route: RouteEntry): fc.Arbitrary<Case> {
  const { json, query, param, example } = route.policy;
  // Every validated part is always fuzzed (the oracle judges what is sent); the file name only sometimes.
  const parts = {
    ...(json ? { json: jsonBody(fieldsOf(json)) } : {}),
    ...(query ? { query: queryPairs(fieldsOf(query)) } : {}),
    ...(param ? { param: pathValue(Object.values(fieldsOf(param))[0]) } : {}),
  };
  const name = example?.file ? fc.option(fileName, { nil: undefined }) : fc.constant(undefined);
  return fc
    .tuple(fc.record(parts), name)
    .map(([fuzzedParts, file]) => ({ ...fuzzedParts, ...(file === undefined ? {} : { fileName: file }) }));
}

/** The route's usual request with the fuzzed parts swapped in. */
function fuzzedRequest(
  route: RouteEntry,
  who: Credential,
  ids: Record<string, string>,
  input: Case,
  paramName?: string,
) {
  const base = buildRequest(route, who, ids);
  const url = new URL(base.url);
  if (paramName && input.param !== undefined) {
    url.pathname = fillPath(route.path, { ...ids, [paramName]: input.param });
  }
  if (input.query) url.search = new URLSearchParams(input.query).toString();
  const headers = new Headers(base.headers);
  if (input.fileName !== undefined) headers.set('x-file-name', encodeURIComponent(input.fileName));
  const body = route.policy.example?.file ? png(256) : input.json ? input.json.text : base.body;
  return new Request(url, { method: base.method, headers, body });
}

const fuzzed = declaredRoutes().filter((r) => r.policy.json || r.policy.query || r.policy.param);

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
      const who = callers.find((c) => expectedAccess(route.policy, c) === 'allowed');
      if (!who) throw new Error(`nobody may call ${route.key}`);
      const ids: Record<string, string> = {};
      for (const [name, fill] of Object.entries(route.policy.params ?? {})) {
        if (typeof fill === 'string') ids[name] = (await FACTORIES[fill](b)).id;
      }
      const paramName = route.policy.param ? keysOf(route.policy.param)[0] : undefined;
      const failures: string[] = [];
      for (const input of fc.sample(caseArbitrary(route), { numRuns: RUNS_PER_ROUTE, seed: seedOf(route.key) })) {
        counts.cases += 1;
        const valid = accepted(route, paramName, input);
        const before = valid ? null : await rowCounts();
        const res = await SELF.fetch(fuzzedRequest(route, who, ids, input, paramName));
        const text = await res.text();
        const code = (/"code":"([a-z_]+)"/.exec(text) ?? [])[1] ?? '';
        const problems = headerProblems(res);
        if (res.status >= 500) problems.push(`answered ${res.status}`);
        if (valid && code === 'validation_failed') problems.push('refused input its schema accepts');
        if (!valid) {
          counts.refused += 1;
          if (![400, 413].includes(res.status) || !REFUSAL_CODES.includes(code)) {
            problems.push(`accepted input its schema refuses (${res.status})`);
          }
          const after = await rowCounts();
          if (JSON.stringify(after) !== JSON.stringify(before)) problems.push('wrote rows for refused input');
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
      (r) => r.method !== 'GET' && !r.policy.json && !r.policy.example?.file,
    )) {
      const who = callers.find((c) => expectedAccess(route.policy, c) === 'allowed');
      if (!who || route.policy.endsSession) continue;
      const probe = buildRequest(route, who, {});
      const res = await SELF.fetch(new Request(probe, { body: '[]' }));
      if ((await res.text()).includes('"validation_failed"')) undeclared.push(route.key);
    }
    expect(undeclared, 'add json: <schema> to these routes in api/src/lib/route-policy.ts').toEqual([]);
  });
});
