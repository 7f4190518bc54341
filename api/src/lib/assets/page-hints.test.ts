import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../app.ts';
import { SESSION_COOKIE } from '../cookies.ts';

const ORIGIN = 'http://dwell.test';
const NAVIGATE = { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' };
const SIGNED_IN = { ...NAVIGATE, Cookie: `theme=dark; ${SESSION_COOKIE}=abc` };

/** The reports remote's manifest as its build writes it (publicPath auto: its files beside it). */
const REPORTS = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'static/js/dwell_reports.1a2b.js', path: '', type: 'global' },
    dwell: {
      routes: [
        {
          path: '/reports',
          access: 'subscribed',
          screen: 'reports',
          reads: [{ key: ['reports', 'summary'], path: '/api/reports/summary?period=month' }],
        },
        {
          path: '/reports/customers/:id',
          access: 'subscribed',
          screen: 'customer',
          module: 'customer-card',
          reads: [{ key: ['customer', ':id'], path: '/api/customers/:id' }],
        },
      ],
    },
  },
  exposes: [
    {
      name: 'app',
      assets: {
        js: { sync: ['static/js/async/0.aa.js', 'static/js/async/__federation_expose_app.bb.js'], async: [] },
        css: { sync: ['static/css/async/app.cc.css'], async: [] },
      },
    },
    { name: 'customer-card', assets: { js: { sync: ['static/js/async/card.dd.js'] }, css: { sync: [] } } },
  ],
};

const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (path === '/')
      return new Response('<!doctype html><title>Dwell</title>', { headers: { 'Content-Type': 'text/html' } });
    if (path === '/mfe/reports/mf-manifest.json') return Response.json(REPORTS);
    return new Response('not here', { status: 404 });
  },
} as unknown as Fetcher;

const links = async (path: string, headers: Record<string, string>) => {
  const res = await app.request(`${ORIGIN}${path}`, { headers }, { ...env, ASSETS: assets });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<title>Dwell</title>');
  return (res.headers.get('Link') ?? '').split(', ').filter(Boolean);
};

const FIRST_READS = [
  '</api/auth/session>; rel=preload; as=fetch; crossorigin',
  '</api/mfe-manifest>; rel=preload; as=fetch; crossorigin',
];

describe('the preload hints of a page', () => {
  it('signed out: only the session check and the remote manifest (the page goes to sign-in)', async () => {
    expect(await links('/reports', NAVIGATE)).toEqual(FIRST_READS);
    expect(await links('/login', NAVIGATE)).toEqual(FIRST_READS);
  });

  it('signed in: the route’s remote manifest, entry, module files and first reads, all at once', async () => {
    expect(await links('/reports', SIGNED_IN)).toEqual([
      ...FIRST_READS,
      '</mfe/reports/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      '</mfe/reports/static/js/dwell_reports.1a2b.js>; rel=preload; as=script',
      '</mfe/reports/static/css/async/app.cc.css>; rel=preload; as=style',
      '</mfe/reports/static/js/async/0.aa.js>; rel=preload; as=script',
      '</mfe/reports/static/js/async/__federation_expose_app.bb.js>; rel=preload; as=script',
      '</api/reports/summary?period=month>; rel=preload; as=fetch; crossorigin',
    ]);
  });

  it('fills the route’s parameters into its reads and takes the route’s own module', async () => {
    const hints = await links('/reports/customers/cus_42', SIGNED_IN);
    expect(hints).toContain('</mfe/reports/static/js/async/card.dd.js>; rel=preload; as=script');
    expect(hints).toContain('</api/customers/cus_42>; rel=preload; as=fetch; crossorigin');
    expect(hints.join()).not.toContain('__federation_expose_app');
  });

  it('a path no remote declares, or a remote whose manifest is missing: only the first reads', async () => {
    expect(await links('/dashboard', SIGNED_IN)).toEqual(FIRST_READS);
    expect(await links('/events', SIGNED_IN)).toEqual(FIRST_READS);
  });

  it('a payer’s claim page gets none (its address is a credential and its reads are its own)', async () => {
    const res = await app.request(`${ORIGIN}/claim/pay_abc`, { headers: NAVIGATE }, { ...env, ASSETS: assets });
    expect(res.headers.get('Link')).toBeNull();
  });
});
