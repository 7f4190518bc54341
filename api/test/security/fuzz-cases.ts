/** The fuzz cases of fuzz.test.ts: how they are generated, sent, and judged by the route's own schemas. */
import fc from 'fast-check';
import type { ZodType } from 'zod';
import type { Credential } from './credentials.ts';
import { fieldsOf, fileName, jsonBody, pathValue, queryPairs } from './fuzz-inputs.ts';
import { buildRequest, fillPath } from './request.ts';
import type { RouteEntry } from './routes.ts';
import { png } from '../fixtures/files.ts';

/** One fuzz case: the parts of the request that are generated. */
export interface Case {
  json?: { text: string };
  query?: [string, string][];
  param?: string;
  fileName?: string;
}

/** The field names of a zod object schema. */
export const keysOf = (schema: ZodType | undefined) => Object.keys(fieldsOf(schema));

/** The query object hono's validator builds: one value per key, or an array when a key repeats. */
function validatorQuery(pairs: [string, string][]): Record<string, string | string[]> {
  const grouped = new Map<string, string[]>();
  for (const [k, v] of pairs) grouped.set(k, [...(grouped.get(k) ?? []), v]);
  return Object.fromEntries([...grouped].map(([k, v]) => [k, v.length === 1 ? (v[0] ?? '') : v]));
}

/** Whether the route's own schemas accept the case (the oracle). */
export function accepted(route: RouteEntry, paramName: string | undefined, input: Case): boolean {
  const { json, query, param } = route.schemas;
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

/** Cases for a route: every part it validates, and sometimes a file name for upload routes. */
export function caseArbitrary(route: RouteEntry): fc.Arbitrary<Case> {
  const { json, query, param } = route.schemas;
  const { example } = route.facts;
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
export function fuzzedRequest(
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
  const body = route.facts.example?.file ? png(256) : input.json ? input.json.text : base.body;
  return new Request(url, { method: base.method, headers, body });
}
