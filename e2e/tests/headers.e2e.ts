/**
 * Security headers of the pages and files the stack serves (ASVS V3.4, V12.1), as written to _headers by
 * scripts/build.mjs, and the session cookie's flags (V3.3.1). The browser then loads the app and must not
 * report a single Content-Security-Policy violation: the policy is strict and the app still works under it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../lib/auth.ts';
import { ROUTES } from '../../core/src/shell-routes.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';

const pathOf = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x');

/** The shell's own routes, the pages whose address carries a token, and the not-found page. */
const SHELL_PAGES = [
  ...ROUTES.map((r) => pathOf(r.path)),
  '/reset-password?token=0123456789abcdef',
  '/confirm-email?token=0123456789abcdef',
  '/thank-you?session_id=cs_local_x',
  '/no-such-page',
];

/** Every route the remotes declare, as the running app serves them (a new page is covered without editing this). */
async function remotePages(): Promise<string[]> {
  const res = await fetch(`${BASE_URL}/api/mfe-manifest`);
  const body = (await res.json()) as { routes: Record<string, { path: string }[] | null> };
  expect(Object.entries(body.routes).filter(([, routes]) => !routes?.length)).toEqual([]);
  return Object.values(body.routes).flatMap((routes) => (routes ?? []).map((r) => pathOf(r.path)));
}

const NAVIGATION = { 'sec-fetch-mode': 'navigate', accept: 'text/html' };

/** A payer's claim page: its address is the credential, so it is kept out of indexes and Referer headers. */
const isPrivatePage = (path: string) => path.startsWith('/claim/');

function problemsOf(res: Response, path = ''): string[] {
  const get = (name: string) => res.headers.get(name) ?? '';
  const csp = get('content-security-policy');
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? '';
  const problems: string[] = [];
  if (!csp) problems.push('no Content-Security-Policy');
  if (/'unsafe-inline'|'unsafe-eval'|\*/.test(scriptSrc)) problems.push(`script-src allows "${scriptSrc}"`);
  if (!/frame-ancestors 'none'/.test(csp)) problems.push("no frame-ancestors 'none'");
  if (!/object-src 'none'/.test(csp)) problems.push("no object-src 'none'");
  if (!/base-uri 'none'/.test(csp)) problems.push("no base-uri 'none'");
  if (!/max-age=\d{8,}; includeSubDomains/.test(get('strict-transport-security'))) problems.push('no HSTS');
  if (get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  const referrer = isPrivatePage(path) ? 'no-referrer' : 'strict-origin';
  if (get('referrer-policy') !== referrer) problems.push(`Referrer-Policy "${get('referrer-policy')}"`);
  if (isPrivatePage(path) && get('x-robots-tag') !== 'noindex, nofollow') problems.push('no X-Robots-Tag noindex');
  if (get('x-frame-options') !== 'DENY') problems.push('no X-Frame-Options DENY');
  return problems;
}

describe('security headers of pages and assets', () => {
  it('are on every page, with a CSP that allows no inline or evaluated script', async () => {
    const failures: string[] = [];
    for (const page of [...SHELL_PAGES, ...(await remotePages())]) {
      // As a browser opens a page, asking for HTML (a script or data request for a screen's path gets no page).
      const res = await fetch(`${BASE_URL}${page}`, { headers: NAVIGATION });
      const html = await res.text();
      if (res.status !== 200) failures.push(`${page}: ${res.status}`);
      failures.push(...problemsOf(res, page).map((p) => `${page}: ${p}`));
      // Inline script would be blocked by the CSP anyway; the built pages must not need any.
      if (/<script(?![^>]*\bsrc=)[^>]*>\s*\S/i.test(html)) failures.push(`${page}: inline <script> in the page`);
    }
    expect(failures).toEqual([]);
  });

  it('are on the scripts and manifests the pages load', async () => {
    const html = await (await fetch(`${BASE_URL}/`)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
    assets.push('/mfe/documents/mf-manifest.json');
    expect(assets.length).toBeGreaterThan(1);
    const failures: string[] = [];
    for (const asset of assets) {
      const res = await fetch(`${BASE_URL}${asset}`);
      await res.arrayBuffer();
      if (res.status !== 200) failures.push(`${asset}: ${res.status}`);
      failures.push(...problemsOf(res).map((p) => `${asset}: ${p}`));
    }
    expect(failures).toEqual([]);
  });

  it('answers a hashed file of another build 404, uncached, never the page (as a script or a navigation)', async () => {
    const missing = ['/static/js/index.00000000.js', '/mfe/events/static/js/async/0.00000000.js', '/static/css/x.css'];
    const failures: string[] = [];
    for (const path of missing) {
      for (const headers of [{ 'sec-fetch-mode': 'no-cors', accept: '*/*' }, NAVIGATION]) {
        const res = await fetch(`${BASE_URL}${path}`, { headers });
        const body = await res.text();
        const what = `${path} (${headers['sec-fetch-mode']})`;
        if (res.status !== 404) failures.push(`${what}: ${res.status}`);
        if (/immutable/.test(res.headers.get('cache-control') ?? '')) failures.push(`${what}: cached immutable`);
        if (/<html/i.test(body)) failures.push(`${what}: answered with the page`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('sets the session cookie __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/', async () => {
    const res = await fetch(`${BASE_URL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE_URL },
      body: JSON.stringify(DEMO),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-dwell_session=')) ?? '';
    const flags = cookie.split(';').map((part) => part.trim().toLowerCase());
    expect(flags).toEqual(expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=lax']));
    expect(flags.some((f) => f.startsWith('domain='))).toBe(false);
  });
});

describe('the app under its CSP', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('loads public and signed-in screens without one CSP violation', async () => {
    const { context, page, errors } = await newPage(browser);
    const violations: string[] = [];
    await context.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
          `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} on ${location.pathname}`,
        );
      });
    });
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.evaluate(
      (body) => fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
      JSON.stringify(DEMO),
    );
    for (const path of ['/dashboard', '/events', '/events/new', '/documents', '/billing', '/security']) {
      await page.goto(path);
      // The user menu is in the layout of every signed-in screen (demo user Dana Morales).
      await page.getByRole('button', { name: /Dana Morales/ }).waitFor();
    }
    // None at all: zod's eval probe is switched off at the shell's start (zodJitless, ui/src/lib/zod-jitless.ts).
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
