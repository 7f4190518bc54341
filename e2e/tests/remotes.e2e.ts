import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInThroughForm } from '../lib/auth.ts';
import { ROUTES as SHELL_ROUTES } from '../../core/src/shell-routes.ts';
import type { RemoteRoute } from '../../ui/src/lib/remote-routes.ts';
import { prefixOf, resolveRemoteRoute } from '../../core/src/route-match.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';

declare global {
  var __dwellRuntime: Record<string, { react: unknown; store: unknown }> | undefined;
}

interface RuntimeCheck {
  areas: string[];
  sameReact: boolean;
  sameStore: boolean;
}

describe('shell and remotes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('serves the API health check next to the pages, naming the live build', async () => {
    const res = await fetch(`${BASE_URL}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, version: expect.stringMatching(/^api:\S+ events:\S+ /) });
  });

  it('serves every remote’s declared routes; each path prefix has one owner and resolves to it', async () => {
    const res = await fetch(`${BASE_URL}/api/mfe-manifest`);
    expect(res.status).toBe(200);
    const { routes } = (await res.json()) as { routes: Record<string, RemoteRoute[] | null> };
    expect(Object.keys(routes).sort()).toEqual(['account', 'documents', 'events', 'reports']);
    const owners = new Map<string, Set<string>>();
    const claim = (prefix: string, owner: string) => owners.set(prefix, (owners.get(prefix) ?? new Set()).add(owner));
    for (const route of SHELL_ROUTES) claim(prefixOf(route.path), 'shell');
    for (const [remote, declared] of Object.entries(routes)) {
      expect(declared?.length, remote).toBeGreaterThan(0);
      for (const route of declared ?? []) {
        claim(prefixOf(route.path), remote);
        const path = route.path.replace(/:[A-Za-z]+/g, 'x1');
        expect(resolveRemoteRoute(routes, path), path).toMatchObject({ remote, route: { path: route.path } });
      }
    }
    expect([...owners].filter(([, by]) => by.size > 1).map(([prefix]) => prefix)).toEqual([]);
  });

  it('loads every remote through the shell with one React and one jotai store', async () => {
    const { context, page, errors } = await newPage(browser);
    await signInThroughForm(page, DEMO.email, DEMO.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/events');
    await page.getByRole('heading', { name: 'Detention Events' }).waitFor();
    // Move between areas in the page (no reload), so every remote joins the same runtime.
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Documents' }).click();
    await page.locator('[data-remote="documents"] h1').waitFor();
    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await page.locator('[data-remote="reports"] h1').waitFor();
    await sidebar.getByRole('link', { name: 'Settings' }).click();
    await page.locator('[data-remote="account"] h1').waitFor();

    const check = await page.evaluate((): RuntimeCheck => {
      const runtime = globalThis.__dwellRuntime ?? {};
      const areas = Object.keys(runtime).sort();
      const first = runtime[areas[0] ?? ''];
      return {
        areas,
        sameReact: areas.every((a) => runtime[a]?.react === first?.react),
        sameStore: areas.every((a) => runtime[a]?.store === first?.store),
      };
    });
    // Every area joined; widgets register under their area's name (events-search, events-active, …).
    expect([...new Set(check.areas.map((a) => a.split('-')[0]))]).toEqual([
      'account',
      'documents',
      'events',
      'reports',
      'shell',
    ]);
    expect(check.areas).toEqual(expect.arrayContaining(['events-alerts', 'events-search', 'events-active']));
    expect(check.sameReact).toBe(true);
    expect(check.sameStore).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps working when one remote cannot be fetched, and Retry loads it once it is back', async () => {
    const { context, page } = await newPage(browser);
    await signInThroughForm(page, DEMO.email, DEMO.password);
    await page.waitForURL('**/dashboard');
    await page.route('**/mfe/documents/**', (route) => route.abort('connectionrefused'));
    await page.goto('/documents');
    const card = page.getByTestId('remote-error');
    await card.waitFor();
    await expect(card.getByRole('button', { name: 'Retry' }).isVisible()).resolves.toBe(true);

    // Another area still works in the same page.
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Detention Events' }).click();
    await page.locator('[data-remote="events"] h1').waitFor();
    await page.goBack();
    await card.waitFor();

    await page.unroute('**/mfe/documents/**');
    await card.getByRole('button', { name: 'Retry' }).click();
    await page.locator('[data-remote="documents"] h1').waitFor();
    expect(await page.getByTestId('remote-error').count()).toBe(0);
    await context.close();
  });
});
