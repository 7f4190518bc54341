import { encodeBase64 } from '@oslojs/encoding';
import { COMMON_REFUSALS, OPERATIONS, type Operation } from './operations.ts';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
code,pre{font-family:ui-monospace,monospace;background:#f3f4f6;border-radius:4px;padding:0 .25rem}
pre{padding:.75rem;overflow-x:auto}section{border-top:1px solid #e5e7eb;padding:1rem 0}
.m{display:inline-block;min-width:3.5rem;font-weight:700;text-transform:uppercase}table{border-collapse:collapse}
td,th{text-align:left;padding:.2rem .6rem;border-bottom:1px solid #e5e7eb;vertical-align:top}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function section(op: Operation): string {
  const rows = Object.entries({ ...COMMON_REFUSALS, ...op.answers }).map(([status, answer]) => {
    const text = typeof answer === 'string' ? answer : answer.description;
    return `<tr><td>${status}</td><td>${escapeHtml(text)}</td></tr>`;
  });
  const query = op.query
    ? Object.keys(op.query.shape)
        .map((name) => `<code>${escapeHtml(name)}</code>`)
        .join(', ')
    : '';
  return `<section id="${op.operationId}"><h2><span class="m">${op.method}</span> <code>/api/v1${escapeHtml(op.path)}</code></h2>
<p>${escapeHtml(op.summary)}. Scope <code>${op.scope}</code>.</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}
${query ? `<p>Query: ${query}</p>` : ''}${op.body ? '<p>Body: JSON (see the OpenAPI document for its schema).</p>' : ''}
<table><tr><th>Status</th><th>Meaning</th></tr>${rows.join('')}</table></section>`;
}

/**
 * The readable reference of /api/v1: plain HTML generated from the same operation list as the OpenAPI
 * document. No script at all; its one inline style is allowed by hash, so the CSP stays strict.
 */
export async function referencePage(): Promise<{ html: string; csp: string }> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(STYLE));
  const csp = `default-src 'none'; style-src 'sha256-${encodeBase64(new Uint8Array(digest))}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dwell API reference</title><style>${STYLE}</style></head><body>
<h1>Dwell API v1</h1>
<p>Base URL <code>/api/v1</code>. Machine-readable description: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1).</p>
<p>Create a key under Settings → API keys (company admins, plans with API access), then send it on every request:</p>
<pre>curl -H "Authorization: Bearer dwk_…" "https://your-dwell-host/api/v1/events?limit=10"</pre>
<p>Errors always have the shape <code>{"error":{"code","message"}}</code>. Browser session cookies are refused here.
A path called with a method it does not have answers 405, with the methods it has in the <code>Allow</code> header.</p>
${OPERATIONS.map(section).join('\n')}
</body></html>`;
  return { html, csp };
}
