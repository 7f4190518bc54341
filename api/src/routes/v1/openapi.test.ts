import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../app.ts';
import { policyOf } from '../../middleware/guard.ts';
import { v1Operations } from './openapi.ts';
import { ORIGIN } from '../../../test/fixtures/http.ts';
import { servedDocument } from '../../../test/fixtures/v1.ts';

type Json = Record<string, unknown>;

describe('/api/v1/openapi.json and /api/v1/docs', () => {
  it('serves an OpenAPI 3.1 document describing every keyed route of /api/v1', async () => {
    const doc = (await servedDocument()) as unknown as {
      openapi: string;
      paths: Record<string, Record<string, { security: unknown[]; responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const registered = app.routes
      .filter((r) => r.path.startsWith('/api/v1/') && r.method !== 'ALL')
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace('/api/v1', '').replace(/:([a-z]+)/gi, '{$1}')}`)
      .filter((key) => !key.endsWith('/openapi.json') && !key.endsWith('/docs'));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(new Set(documented)).toEqual(new Set(registered));
    const declared = v1Operations.openAPIRegistry.definitions.filter((d) => d.type === 'route');
    expect(documented).toHaveLength(declared.length);
    for (const ops of Object.values(doc.paths)) {
      for (const op of Object.values(ops))
        expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403', '429']));
    }
  });

  it('documents the size refusal (413) on every operation and the JSON export as the list shape', async () => {
    const doc = (await servedDocument()) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, Json> }> }>>;
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.responses['413']?.content['application/json'], `${method} ${path}`).toEqual({
          schema: { $ref: '#/components/schemas/Error' },
        });
      }
    }
    const exported = doc.paths['/events/export']?.get?.responses['200']?.content ?? {};
    expect(Object.keys(exported).sort()).toEqual(['application/json', 'text/csv']);
    const json = exported['application/json'] as { schema: { properties: { events: { type: string; items: Json } } } };
    expect(json.schema.properties.events.type).toBe('array');
    const listed = doc.paths['/events']?.get?.responses['200']?.content['application/json'] as {
      schema: { properties: { data: { items: Json } } };
    };
    expect(json.schema.properties.events.items).toEqual(listed.schema.properties.data.items);
  });

  it('describes request bodies and query parameters from the zod schemas the routes validate with', async () => {
    const doc = (await servedDocument()) as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const create = doc.paths['/events']?.post as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    };
    expect(Object.keys(create.requestBody.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['facilityName', 'facilityAddress', 'checkInTime', 'checkOutTime']),
    );
    const list = doc.paths['/events']?.get as { parameters: { name: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'cursor', 'from', 'to', 'status']),
    );
  });

  it('serves a readable reference without any script, under a strict CSP', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/v1/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('unsafe-inline');
    const html = await res.text();
    expect(html).not.toContain('<script');
    const doc = (await servedDocument()) as unknown as { paths: Record<string, unknown> };
    for (const path of Object.keys(doc.paths)) expect(html).toContain(`/api/v1${path}`);
  });
});

describe('one declaration per /api/v1 operation', () => {
  it("documents each operation's scope as the one its guard enforces", async () => {
    const doc = (await servedDocument()) as unknown as {
      paths: Record<string, Record<string, { security: { apiKey: string[] }[]; 'x-scope': string }>>;
    };
    const guarded = app.routes.filter((r) => r.path.startsWith('/api/v1/') && policyOf(r.handler)?.apiKey);
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const path = route.path.replace('/api/v1', '').replace(/:([a-z]+)/gi, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      const scope = policyOf(route.handler)?.apiKey;
      expect(op?.security, `${route.method} ${path}`).toEqual([{ apiKey: [scope] }]);
      expect(op?.['x-scope']).toBe(scope);
    }
  });

  it('renders the reference page from the document: parameters, body fields and answers with types and examples', async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/api/v1/docs`)).text();
    const create = html.slice(html.indexOf('id="createEvent"'), html.indexOf('id="exportEvents"'));
    // The body's fields with their types and rules, then the declared example.
    expect(create).toContain('<code>facilityName</code></td><td><code>string</code></td><td>required</td>');
    expect(create).toContain('at most 160 characters');
    expect(create).toContain('&#34;facilityName&#34;: &#34;Acme DC Door 14&#34;');
    // The header a retry sends, and the answer's shape.
    expect(create).toContain('idempotency-key (header)');
    expect(create).toContain('{ event: { id: string; driverId: string;');
    const list = html.slice(html.indexOf('id="listEvents"'), html.indexOf('id="createEvent"'));
    expect(list).toContain(
      '<code>limit (query)</code></td><td><code>integer</code></td><td>optional</td><td>≥ 1; ≤ 100; default 50',
    );
    expect(html).toContain('{ error: { code: string; message: string; details?: any } }');
  });
});
