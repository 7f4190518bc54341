import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../app.ts';

const ORIGIN = 'http://dwell.test';

/** Static assets holding one built remote's manifest, as its build writes it; anything else is missing. */
function assetsWith(path: string, manifest: unknown): Fetcher {
  const fetcher = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.pathname === path ? Response.json(manifest) : new Response('Not found', { status: 404 });
  };
  return { fetch: fetcher } as unknown as Fetcher;
}

const declared = [{ path: '/reports', access: 'subscribed', screen: 'reports', nav: { label: 'Reports', order: 90 } }];

describe('GET /api/mfe-manifest', () => {
  it('answers each remote’s manifest address and the routes its build declared, uncached', async () => {
    const assets = assetsWith('/mfe/reports/mf-manifest.json', {
      id: 'dwell_reports',
      metaData: { dwell: { routes: declared } },
    });
    const res = await app.request(`${ORIGIN}/api/mfe-manifest`, {}, { ...env, ASSETS: assets });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = (await res.json()) as { remotes: Record<string, string>; routes: Record<string, unknown> };
    expect(body.remotes).toEqual({
      events: '/mfe/events/mf-manifest.json',
      documents: '/mfe/documents/mf-manifest.json',
      reports: '/mfe/reports/mf-manifest.json',
      account: '/mfe/account/mf-manifest.json',
    });
    expect(body.routes.reports).toEqual(declared);
  });

  it('answers null routes for a remote whose manifest is missing, unreadable, declares none or declares nonsense', async () => {
    const assets = {
      fetch: async (input: RequestInfo | URL) => {
        const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
        if (path === '/mfe/documents/mf-manifest.json') return Response.json({ id: 'dwell_documents', metaData: {} });
        if (path === '/mfe/account/mf-manifest.json') return new Response('<!doctype html>', { status: 200 });
        // A broken deploy: an access level nobody knows.
        if (path === '/mfe/reports/mf-manifest.json') {
          return Response.json({
            metaData: { dwell: { routes: [{ path: '/reports', access: 'everyone', screen: 'r' }] } },
          });
        }
        return new Response('Not found', { status: 404 });
      },
    } as unknown as Fetcher;
    // The events remote moved to an address where nothing is deployed yet.
    const moved = { ...env, ASSETS: assets, MFE_EVENTS_URL: '/mfe/events-next/mf-manifest.json' };
    const res = await app.request(`${ORIGIN}/api/mfe-manifest`, {}, moved);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { remotes: Record<string, string>; routes: Record<string, unknown> };
    expect(body.remotes.events).toBe('/mfe/events-next/mf-manifest.json');
    expect(body.routes).toEqual({ events: null, documents: null, reports: null, account: null });
  });
});
