import { encodeBase64 } from '@oslojs/encoding';
import type { OpenApiDocument } from './openapi.ts';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
code,pre{font-family:ui-monospace,monospace;background:#f3f4f6;border-radius:4px;padding:0 .25rem}
pre{padding:.75rem;overflow-x:auto}section{border-top:1px solid #e5e7eb;padding:1rem 0}
.m{display:inline-block;min-width:3.5rem;font-weight:700;text-transform:uppercase}table{border-collapse:collapse}
td,th{text-align:left;padding:.2rem .6rem;border-bottom:1px solid #e5e7eb;vertical-align:top}`;

type Json = { [key: string]: unknown };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const asJson = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A JSON Schema as a short type: `string`, `'a' | 'b'`, `{ id: string; note?: string | null }[]`. */
export function typeOf(value: unknown): string {
  const schema = asJson(value);
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'object';
  const union = list(schema.anyOf ?? schema.oneOf);
  if (union.length) return union.map(typeOf).join(' | ');
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
  return types
    .map((type) => {
      if (type === 'array') return `${typeOf(schema.items)}[]`;
      if (type !== 'object' || !schema.properties) return String(type);
      const required = list(schema.required);
      const fields = Object.entries(asJson(schema.properties)).map(
        ([name, field]) => `${name}${required.includes(name) ? '' : '?'}: ${typeOf(field)}`,
      );
      return `{ ${fields.join('; ')} }`;
    })
    .join(' | ');
}

/** Limits and defaults of a field, in words. */
function rules(value: unknown): string {
  const s = asJson(value);
  const parts = [
    s.minLength !== undefined && `at least ${s.minLength} characters`,
    s.maxLength !== undefined && `at most ${s.maxLength} characters`,
    s.minimum !== undefined && `≥ ${s.minimum}`,
    s.maximum !== undefined && `≤ ${s.maximum}`,
    s.default !== undefined && `default ${JSON.stringify(s.default)}`,
    typeof s.description === 'string' && s.description,
  ];
  return parts.filter(Boolean).join('; ');
}

const table = (head: string[], rows: string[][]) =>
  rows.length
    ? `<table><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr>${rows
        .map((r) => `<tr>${r.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
        .join('')}</table>`
    : '';

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
const example = (value: unknown) =>
  value === undefined ? '' : `<p>Example:</p><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

/** The fields of an object schema: name, type, required, rules. */
function fields(value: unknown): string {
  const schema = asJson(value);
  const required = list(schema.required);
  const rows = Object.entries(asJson(schema.properties)).map(([name, field]) => [
    code(name),
    code(typeOf(field)),
    required.includes(name) ? 'required' : 'optional',
    escapeHtml(rules(field)),
  ]);
  return table(['Field', 'Type', '', 'Rules'], rows);
}

function section(method: string, path: string, value: unknown, base: string): string {
  const op = asJson(value);
  const params = list(op.parameters).map((p) => {
    const param = asJson(p);
    const name = `${String(param.name)} (${String(param.in)})`;
    return [
      code(name),
      code(typeOf(param.schema)),
      param.required ? 'required' : 'optional',
      escapeHtml(rules(param.schema)),
    ];
  });
  const body = asJson(asJson(asJson(op.requestBody).content)['application/json']);
  const answers = Object.entries(asJson(op.responses)).map(([status, answer]) => {
    const content = asJson(asJson(answer).content);
    const json = asJson(content['application/json']);
    const media = Object.keys(content).map(code).join(', ');
    const shape =
      status.startsWith('2') && json.schema ? `<br>${code(typeOf(json.schema))}${example(json.example)}` : '';
    return [status, `${escapeHtml(String(asJson(answer).description ?? ''))}${shape}`, media];
  });
  const id = escapeHtml(String(op.operationId ?? `${method}${path}`));
  return `<section id="${id}"><h2><span class="m">${method}</span> <code>${escapeHtml(`${base}${path}`)}</code></h2>
<p>${escapeHtml(String(op.summary ?? ''))}.${op['x-scope'] ? ` Scope ${code(String(op['x-scope']))}.` : ''}${op.deprecated ? ' <strong>Deprecated.</strong>' : ''}</p>${op.description ? `<p>${escapeHtml(String(op.description))}</p>` : ''}
${params.length ? `<h3>Parameters</h3>${table(['Name', 'Type', '', 'Rules'], params)}` : ''}
${body.schema ? `<h3>Body (JSON)</h3>${fields(body.schema)}${example(body.example)}` : ''}
<h3>Answers</h3>${table(['Status', 'Meaning', 'Media'], answers)}</section>`;
}

/**
 * The readable reference of a version of the API (/api/v1, /api/v2), rendered from the OpenAPI document itself: every operation with its
 * parameters, body fields and answers with their types and examples. No script at all; its one inline style
 * is allowed by hash, so the CSP stays strict.
 */
export async function referencePage(doc: OpenApiDocument): Promise<{ html: string; csp: string }> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(STYLE));
  const csp = `default-src 'none'; style-src 'sha256-${encodeBase64(new Uint8Array(digest))}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  const base = doc.servers?.[0]?.url ?? '';
  const sections = Object.entries(doc.paths ?? {}).flatMap(([path, ops]) =>
    Object.entries(asJson(ops)).map(([method, op]) => section(method, path, op, base)),
  );
  const hooks = Object.entries(asJson((doc as { webhooks?: unknown }).webhooks)).flatMap(([name, ops]) =>
    Object.values(asJson(ops)).map((op) => section('webhook', ` ${name}`, op, '')),
  );
  const schemas = Object.entries(asJson(doc.components?.schemas))
    .filter(([name]) => name !== 'Error')
    .map(
      ([name, schema]) =>
        `<section id="schema-${escapeHtml(name)}"><h2>${escapeHtml(name)}</h2>${fields(schema)}</section>`,
    );
  const errorShape = typeOf(asJson(doc.components?.schemas).Error);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dwell API reference</title><style>${STYLE}</style></head><body>
<h1>Dwell API v${escapeHtml(doc.info.version)}</h1>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<p>Base URL ${code(base)}. Machine-readable description: <a href="${escapeHtml(base)}/openapi.json">${escapeHtml(base)}/openapi.json</a> (OpenAPI 3.1).</p>
<p>Create a key under Settings → API keys (company admins, plans with API access), then send it on every request:</p>
<pre>curl -H "Authorization: Bearer dwk_…" "https://your-dwell-host${escapeHtml(base)}/events?limit=10"</pre>
<p>Errors always have the shape ${code(errorShape)}. Browser session cookies are refused here.</p>
${sections.join('\n')}
${hooks.length ? `<h2>Webhooks</h2>${hooks.join('\n')}` : ''}
${schemas.length ? `<h2>Schemas</h2>${schemas.join('\n')}` : ''}
</body></html>`;
  return { html, csp };
}
