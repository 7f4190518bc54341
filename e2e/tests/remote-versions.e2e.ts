/**
 * Remote versions (issue 20): a new build of the events remote published alone at its own versioned address
 * reaches an open shell (which offers the reload) with no shell rebuild; a rollback in the admin area brings
 * the old screen back with no redeploy (publishing and promoting go through `npm run remote`); a version whose files are gone shows the error card with Retry
 * while the other areas keep working.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib.mjs';
import { createPlatformAdmin, DEMO, type PlatformAdmin, signInThroughForm } from '../lib/auth.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { remoteCli as cli, rollBackEventsInAdminArea, screenHeading } from '../lib/remotes.ts';

const RUN = Date.now().toString(36);
const OLD = `e2e-${RUN}-a`;
const NEW = `e2e-${RUN}-b`;
const served = (version: string) => join(ROOT, 'dist', 'assets', 'mfe', 'events', 'v', version);

/**
 * Two builds of the events remote at their own addresses: the served one as it is, and the same build with a
 * visible change (the events heading), standing in for a team's rebuild of its remote alone.
 */
async function publishTwoBuilds() {
  const built = join(ROOT, 'dist', 'assets', 'mfe', 'events');
  // Through a temporary folder: the versions are served from inside the copied one.
  const copy = await mkdtemp(join(tmpdir(), 'dwell-events-'));
  await cp(built, copy, { recursive: true, filter: (src) => !src.startsWith(join(built, 'v')) });
  await cp(copy, served(OLD), { recursive: true });
  await cp(copy, served(NEW), { recursive: true });
  await rm(copy, { recursive: true, force: true });
  const scripts = join(served(NEW), 'static', 'js');
  for (const entry of await readdir(scripts, { recursive: true })) {
    if (!entry.endsWith('.js')) continue;
    const file = join(scripts, entry);
    const text = await readFile(file, 'utf8');
    if (text.includes('"Detention Events"')) {
      await writeFile(file, text.replaceAll('"Detention Events"', '"Detention Events (new build)"'));
    }
  }
}

/**
 * Waits until the local server serves both copies: `wrangler dev` reloads its worker when the assets folder
 * changes, and a request sent during that reload is refused.
 */
async function waitServed() {
  const until = Date.now() + 30_000;
  for (const version of [OLD, NEW]) {
    for (;;) {
      const res = await fetch(`${BASE_URL}/mfe/events/v/${version}/mf-manifest.json`).catch(() => null);
      if (res?.ok && (await fetch(`${BASE_URL}/api/health`).catch(() => null))?.ok) break;
      if (Date.now() > until) throw new Error(`${version} is not served`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

describe('remote versions', () => {
  let browser: Browser;
  let admin: PlatformAdmin;
  const remoteCli = (...args: string[]) => cli(admin, ...args);
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = createPlatformAdmin();
    await publishTwoBuilds();
    await waitServed();
  });
  afterAll(async () => {
    // The next tests load the events remote from the shell's own copy again.
    remoteCli('register', 'events', `e2e-${RUN}-default`, '/mfe/events/mf-manifest.json');
    await browser.close();
    await rm(served(OLD), { recursive: true, force: true });
    await rm(served(NEW), { recursive: true, force: true });
  });

  it('a new events build reaches the open shell, and a rollback brings the old screen back', async () => {
    remoteCli('register', 'events', OLD, `/mfe/events/v/${OLD}/mf-manifest.json`);
    const { context, page, errors } = await newPage(browser);
    await signInThroughForm(page, DEMO.email, DEMO.password);
    await page.waitForURL('**/dashboard');
    const healthReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/health') healthReads.push(request.url());
    });
    await page.goto('/events');
    await screenHeading(page, 'Detention Events');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('status').filter({ hasText: 'A new version of Dwell is available' }).count()).toBe(0);
    // The tab knows the build it loaded from the manifest it loaded its remotes from: a page load asks no more.
    expect(healthReads).toEqual([]);

    // The events team ships its build alone; the tab learns of it when it is looked at again.
    const listed = remoteCli('register', 'events', NEW, `/mfe/events/v/${NEW}/mf-manifest.json`);
    expect(listed).toContain(`* ${NEW}`);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const bar = page.getByRole('status').filter({ hasText: 'A new version of Dwell is available' });
    await bar.waitFor();
    await bar.getByRole('button', { name: 'Reload' }).click();
    await screenHeading(page, 'Detention Events (new build)');

    // Rolled back by the platform admin in the admin area, with no rebuild: the old screen again.
    await rollBackEventsInAdminArea(browser, admin, NEW, OLD);
    await page.reload();
    await screenHeading(page, 'Detention Events');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a version whose files are gone shows the error card with Retry; the other areas keep working', async () => {
    const gone = `e2e-${RUN}-gone`;
    remoteCli('register', 'events', gone, `/mfe/events/v/${gone}/mf-manifest.json`);
    try {
      const { context, page } = await newPage(browser);
      await signInThroughForm(page, DEMO.email, DEMO.password);
      await page.waitForURL('**/dashboard');
      await page.goto('/events');
      // The events screen, and the header's search the events remote also provides, each show the card.
      const card = page.getByTestId('remote-error').first();
      await card.getByRole('heading', { name: 'This part of Dwell could not be loaded' }).waitFor({ timeout: 20_000 });
      await card.getByRole('button', { name: 'Retry' }).waitFor();
      await page.getByRole('link', { name: 'Reports' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor({ timeout: 20_000 });
      // Back to the working build, with no redeploy.
      remoteCli('promote', 'events', OLD);
      await page.goto('/events');
      await screenHeading(page, 'Detention Events');
      await context.close();
    } finally {
      const state = remoteCli('list');
      if (!state.includes(`* ${OLD}`)) remoteCli('promote', 'events', OLD);
    }
  });
});
