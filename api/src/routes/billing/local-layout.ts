import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64 } from '@oslojs/encoding';
import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../env.ts';

// The local provider's pages: plain server-rendered HTML, forms that post, no script at all.

const CSS = `body{font-family:system-ui,-apple-system,sans-serif;background:#f5f6f8;color:#1d2330;margin:0}
main{max-width:440px;margin:3rem auto;background:#fff;border:1px solid #dde1e8;border-radius:10px;padding:1.5rem 1.75rem}
h1{font-size:1.25rem;margin:0 0 .25rem}.muted{color:#5c6677;font-size:.9rem}.price{font-size:1.6rem;font-weight:600;margin:.75rem 0}
label{display:block;font-size:.85rem;font-weight:600;margin:.9rem 0 .3rem}input{width:100%;box-sizing:border-box;padding:.55rem .6rem;border:1px solid #c5ccd8;border-radius:6px;font-size:1rem}
.row{display:flex;gap:.75rem}.row>p{flex:1}form p{margin:0}button{width:100%;margin-top:1.2rem;padding:.7rem;border:0;border-radius:6px;background:#2f5bd3;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button.secondary{background:#fff;color:#2f5bd3;border:1px solid #2f5bd3}button.danger{background:#b42318}
.error{background:#fdecea;border:1px solid #f5c2bd;color:#8a1c12;border-radius:6px;padding:.6rem .75rem;margin:1rem 0}
.notice{background:#e8f3ec;border:1px solid #b9dcc6;color:#1d5a35;border-radius:6px;padding:.6rem .75rem;margin:1rem 0}
.test{background:#fff6e0;border:1px solid #f0d48a;border-radius:6px;padding:.5rem .75rem;font-size:.85rem;margin:1rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem;margin:1rem 0}dt{color:#5c6677}dd{margin:0;font-weight:600}a{color:#2f5bd3}`;

/** Only this exact stylesheet may apply: a hash, not 'unsafe-inline', and no script source at all. */
const CSP = `default-src 'none'; style-src 'sha256-${encodeBase64(sha256(new TextEncoder().encode(CSS)))}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** Answers one page of the local provider with its own CSP (no script; forms post to this origin only). */
export function page(
  c: Context<AppEnv>,
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
  status: ContentfulStatusCode = 200,
) {
  c.header('Content-Security-Policy', CSP);
  c.header('Cache-Control', 'no-store');
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="referrer" content="no-referrer" />
          <title>${title} · Dwell test payments</title>
          <style>${raw(CSS)}</style>
        </head>
        <body>
          <main>${body}</main>
        </body>
      </html>`,
    status,
  );
}

/** A page with a title, a message and a link onward. */
export function messagePage(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  title: string,
  message: string,
  link?: { href: string; label: string },
) {
  return page(
    c,
    title,
    html`<h1>${title}</h1>
      <p>${message}</p>
      ${link ? html`<p><a href="${link.href}">${link.label}</a></p>` : ''}`,
    status,
  );
}

/** $29.00 from cents. */
export const money = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/** A provider time (seconds) as a date, e.g. March 5, 2026. */
export const day = (seconds: number | null): string =>
  seconds === null
    ? '—'
    : new Date(seconds * 1000).toLocaleDateString('en-US', {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
