import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../app.ts';

const ORIGIN = 'http://dwell.test';
const INDEX = '<!doctype html><title>Dwell</title>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Static assets as `not_found_handling = "none"` serves them: the files of the current build, and a 404 for
 * anything else that still carries the `_headers` rule of its folder (as Cloudflare's asset worker does).
 */
const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (path === '/') return new Response(INDEX, { headers: { 'Content-Type': 'text/html' } });
    if (path === '/static/js/index.1234abcd.js')
      return new Response('console.log(1)', { headers: { 'Cache-Control': IMMUTABLE } });
    const headers = path.startsWith('/static/') ? { 'Cache-Control': IMMUTABLE } : undefined;
    return new Response('not here', { status: 404, headers });
  },
} as unknown as Fetcher;

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`${ORIGIN}${path}`, { headers }, { ...env, ASSETS: assets });

const NAVIGATE = { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' };
const SCRIPT = { 'Sec-Fetch-Mode': 'cors', Accept: '*/*' };

describe('files and pages outside /api', () => {
  it('serves a file of the current build as the assets hold it', async () => {
    const res = await get('/static/js/index.1234abcd.js', SCRIPT);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1)');
  });

  it('answers a missing hashed file 404, never the app page, and lets no cache keep it', async () => {
    for (const path of ['/static/js/index.00000000.js', '/mfe/events/static/js/async/123.abcd.js', '/sw-old.js']) {
      for (const headers of [SCRIPT, NAVIGATE, {}]) {
        const res = await get(path, headers);
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(404);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(await res.text()).not.toContain('<!doctype html>');
      }
    }
  });

  it('answers a page navigation to a screen with the app page, 200', async () => {
    for (const path of ['/events/evt_123', '/dashboard', '/settings/security']) {
      const res = await get(path, NAVIGATE);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe(INDEX);
    }
    // A client without fetch metadata that asks for HTML is a navigation too.
    expect((await get('/events', { Accept: 'text/html,application/xhtml+xml' })).status).toBe(200);
  });

  it('marks a payer’s claim page noindex and no-referrer, and no other page', async () => {
    const claim = await get('/claim/0123456789abcdefghijklmnopqrstuv', NAVIGATE);
    expect(claim.status).toBe(200);
    expect(await claim.text()).toBe(INDEX);
    expect(claim.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(claim.headers.get('referrer-policy')).toBe('no-referrer');
    expect(claim.headers.get('content-type')).toBe('text/html');
    for (const path of ['/events/evt_123', '/claims', '/events/claims']) {
      const res = await get(path, NAVIGATE);
      expect(res.headers.get('x-robots-tag'), path).toBeNull();
    }
  });

  it('answers a script or data request to a screen path 404, and a write to one 404', async () => {
    expect((await get('/events/evt_123', SCRIPT)).status).toBe(404);
    expect((await get('/events', { Accept: 'application/json' })).status).toBe(404);
    const post = await app.request(
      `${ORIGIN}/events`,
      { method: 'POST', headers: NAVIGATE },
      { ...env, ASSETS: assets },
    );
    expect(post.status).toBe(404);
  });
});
