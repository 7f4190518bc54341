import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { v1DocumentRoutes } from './documents.ts';
import { v1EventRoutes } from './events.ts';
import { openApiDocument } from './openapi.ts';
import { referencePage } from './reference-page.ts';
import { v1ReportRoutes } from './reports.ts';

/**
 * The versioned public surface for programs (issue 9), mounted at /api/v1. Its description and reference are
 * public; everything else needs an API key (requireApiKey in each resource).
 */
export const v1Routes = new Hono<AppEnv>()
  .get('/openapi.json', (c) => c.json(openApiDocument(), 200, { 'cache-control': 'public, max-age=300' }))
  .get('/docs', async (c) => {
    const { html, csp } = await referencePage();
    return c.html(html, 200, { 'content-security-policy': csp, 'cache-control': 'public, max-age=300' });
  })
  .route('/events', v1EventRoutes)
  .route('/documents', v1DocumentRoutes)
  .route('/reports', v1ReportRoutes);

const published = new Hono<AppEnv>().route('/api/v1', v1Routes);
/** The published type of /api/v1 for `hc<V1Type>(origin)` (hono/client) in outside programs. */
export type V1Type = typeof published;
