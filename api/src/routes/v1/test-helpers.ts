/**
 * Helpers of the /api/v1 tests: keys for a test company, events in bulk, and `v1()`, which calls the API as an
 * outside program and checks every answer against the served OpenAPI document (status documented, JSON body
 * valid against its schema, or a documented media type).
 */
import { SELF } from 'cloudflare:test';
import { Validator } from '@cfworker/json-schema';
import { API_SCOPES, type ApiScope } from '@dwell/core/schemas/api-keys';
import { newId } from '@dwell/core/ids';
import { db, ORIGIN } from '../../../test/helpers.ts';
import type { Tenant } from '../../../test/security/world.ts';
import { issueKey } from '../../lib/api-keys/keys.ts';
import { detentionEvents } from '../../lib/schema.ts';

/** A new key of a tenant, created by its carrier admin. */
export async function keyOf(t: Tenant, scopes: ApiScope[] = [...API_SCOPES], name = 'Test key') {
  const { row, token } = await issueKey(db(), t.id, t.people.carrier_admin.userId, { name, scopes });
  return { id: row.id, token };
}

/** `count` completed events of a tenant, an hour apart going back from `start` (same check-in every `tieEvery`). */
export async function seedEvents(t: Tenant, count: number, options: { start?: number; tieEvery?: number } = {}) {
  const start = options.start ?? Date.now() - 4 * 3_600_000;
  const rows = Array.from({ length: count }, (_, i) => {
    const slot = options.tieEvery ? Math.floor(i / options.tieEvery) : i;
    const checkIn = start - slot * 3_600_000;
    return {
      id: newId('ev'),
      companyId: t.id,
      userId: t.people.driver.userId,
      facilityName: `Dock ${i}`,
      facilityAddress: `Receiver ${i % 3}`,
      driverName: t.people.driver.fullName,
      checkInTime: new Date(checkIn),
      checkOutTime: new Date(checkIn + 3 * 3_600_000),
      status: 'completed' as const,
      freeTimeMinutes: 120,
    };
  });
  // D1 binds at most 100 parameters per statement, and drizzle binds every column (defaults too).
  const statements = [];
  for (let i = 0; i < rows.length; i += 4)
    statements.push(
      db()
        .insert(detentionEvents)
        .values(rows.slice(i, i + 4)),
    );
  for (let i = 0; i < statements.length; i += 50) {
    const chunk = statements.slice(i, i + 50);
    if (chunk.length) await db().batch(chunk as [(typeof chunk)[number], ...typeof chunk]);
  }
  return rows.map((r) => r.id);
}

type Json = Record<string, unknown>;
interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Json }> }> }>>;
  components: { schemas: Record<string, Json> };
}

let document: Promise<OpenApi> | undefined;
/** The document as /api/v1/openapi.json serves it. */
export function servedDocument(): Promise<OpenApi> {
  document ??= SELF.fetch(`${ORIGIN}/api/v1/openapi.json`).then((r) => r.json() as Promise<OpenApi>);
  return document;
}

/** Answers checked against the document so far in this file (tests assert it grew). */
export const checked = { count: 0 };

/** What is wrong with an answer according to the served document; empty when it conforms. */
export async function conformance(method: string, url: string, res: Response): Promise<string[]> {
  const doc = await servedDocument();
  const path = new URL(url).pathname.replace(/^\/api\/v1/, '');
  const template = Object.keys(doc.paths).find((p) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
  const op = template ? doc.paths[template]?.[method.toLowerCase()] : undefined;
  if (template && !op && res.status === 405) return methodRefusal(doc, template, res);
  if (!op) return [`${method} ${path} is not in the OpenAPI document`];
  const answer = op.responses[String(res.status)];
  if (!answer) return [`${method} ${template} answered ${res.status}, which the document does not list`];
  const type = (res.headers.get('content-type') ?? '').split(';')[0] ?? '';
  const media = answer.content?.[type];
  if (!media)
    return [`${method} ${template} ${res.status} answered ${type}, not one of ${Object.keys(answer.content ?? {})}`];
  checked.count += 1;
  if (type !== 'application/json') return [];
  // A JSON answer must be described; a bare string schema would let any body through.
  if (!media.schema || (media.schema as { type?: string }).type === 'string')
    return [`${method} ${template} ${res.status} answers JSON the document does not describe`];
  const ref = (media.schema as { $ref?: string }).$ref;
  const schema = ref ? doc.components.schemas[ref.split('/').pop() ?? ''] : media.schema;
  const result = new Validator(schema as Json, '2020-12', false).validate(await res.clone().json());
  return result.valid
    ? []
    : result.errors.map((e) => `${method} ${template} ${res.status}: ${e.instanceLocation} ${e.error}`);
}

/** A 405 conforms when it has the error shape and its Allow header names exactly the path's documented methods. */
async function methodRefusal(doc: OpenApi, template: string, res: Response): Promise<string[]> {
  const documented = Object.keys(doc.paths[template] ?? {}).map((m) => m.toUpperCase());
  if (documented.includes('GET')) documented.push('HEAD');
  const allow = (res.headers.get('allow') ?? '').split(',').map((m) => m.trim());
  const problems =
    allow.sort().join() === documented.sort().join()
      ? []
      : [`${template} 405: Allow is ${allow.join(', ')}, the document has ${documented.join(', ')}`];
  const result = new Validator(doc.components.schemas.Error as Json, '2020-12', false).validate(
    await res.clone().json(),
  );
  for (const e of result.errors) problems.push(`${template} 405: ${e.instanceLocation} ${e.error}`);
  if (!problems.length) checked.count += 1;
  return problems;
}

/** Calls /api/v1 as a program would (no Origin, no cookie) and fails the test on an undocumented answer. */
export async function v1(
  path: string,
  options: { token?: string; method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const url = `${ORIGIN}/api/v1${path}`;
  const res = await SELF.fetch(url, { method, headers, body });
  const problems = await conformance(method, url, res);
  if (problems.length) throw new Error(`answer does not match the OpenAPI document:\n${problems.join('\n')}`);
  return res;
}
