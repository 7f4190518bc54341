import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { guard } from '../../middleware/guard.ts';
import { openApiDocument, openApiText, V1_SUNSET, v1Operations } from './openapi.ts';
import { referencePage } from './reference-page.ts';

/** The document and its reference page are public: a program's author reads them before holding a key. */
const open = guard({ access: 'public' });

/** A versioned surface's public document (/openapi.json) and reference page (/docs). */
export const documentRoutes = (doc: () => Parameters<typeof referencePage>[0], text: () => string) =>
  new Hono<AppEnv>()
    .get('/openapi.json', open, (c) =>
      c.body(text(), 200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' }),
    )
    .get('/docs', open, async (c) => {
      const { html, csp } = await referencePage(doc());
      return c.html(html, 200, { 'content-security-policy': csp, 'cache-control': 'public, max-age=300' });
    });

/**
 * The first public surface for programs, mounted at /api/v1: deprecated in favour of /api/v2 and kept working
 * until its Sunset date. Every answer says so (RFC 9745 Deprecation, RFC 8594 Sunset, a successor link).
 */
export const v1Routes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Deprecation', `@${Math.floor(V1_SUNSET.deprecatedAt / 1000)}`);
    c.header('Sunset', new Date(V1_SUNSET.sunsetAt).toUTCString());
    c.header('Link', '</api/v2/docs>; rel="successor-version"');
  })
  .route('/', documentRoutes(openApiDocument, openApiText))
  .route('/', v1Operations);

const published = new Hono<AppEnv>().route('/api/v1', v1Routes);
/** The published type of /api/v1 for `hc<V1Type>(origin)` (hono/client) in outside programs. */
export type V1Type = typeof published;
