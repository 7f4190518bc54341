import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { guard } from '../../middleware/guard.ts';
import { openApiDocument, openApiText, v1Operations } from './openapi.ts';
import { referencePage } from './reference-page.ts';

/** The document and its reference page are public: a program's author reads them before holding a key. */
const open = guard({ access: 'public' });

/** The versioned public surface for programs, mounted at /api/v1: its operations, document and reference. */
export const v1Routes = new Hono<AppEnv>()
  .get('/openapi.json', open, (c) =>
    c.body(openApiText(), 200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' }),
  )
  .get('/docs', open, async (c) => {
    const { html, csp } = await referencePage(openApiDocument());
    return c.html(html, 200, { 'content-security-policy': csp, 'cache-control': 'public, max-age=300' });
  })
  .route('/', v1Operations);

const published = new Hono<AppEnv>().route('/api/v1', v1Routes);
/** The published type of /api/v1 for `hc<V1Type>(origin)` (hono/client) in outside programs. */
export type V1Type = typeof published;
