/**
 * The events remote on its own origin (issue 20): its own static-assets Worker (mfe-events/wrangler.toml under
 * `wrangler dev`, a second local worker) serves its versions. The events team rebuilds the remote from source
 * with a visible change and deploys it alone; the open shell shows the change after a reload with no shell
 * rebuild; a rollback in the admin area restores the old screen. With that origin down, a phone that had the
 * area keeps it (its service worker holds the files), another browser gets the error card with Retry while the
 * other areas work, and Retry brings the screen once the origin is back.
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorkspace, remoteFiles, writeRemoteHeaders } from '../../scripts/build.mjs';
import { ROOT, waitForUrl } from '../../scripts/lib.mjs';
import { type Stack, startRemoteWorker } from '../../scripts/stack.mjs';
import { createPlatformAdmin, DEMO, type PlatformAdmin, signInThroughForm } from '../lib/auth.ts';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { remoteCli as cli, rollBackEventsInAdminArea, screenHeading } from '../lib/remotes.ts';

const PORT = Number(process.env.E2E_REMOTE_PORT ?? 8800);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUN = Date.now().toString(36);
const OLD = `own-${RUN}-a`;
const NEW = `own-${RUN}-b`;
const manifestOf = (version: string) => `${ORIGIN}/v/${version}/mf-manifest.json`;
const LIST_SCREEN = join('src', 'features', 'event-list', 'components', 'events-page.tsx');
const unchanged = (source: string) => source;

/**
 * Builds the events remote from a copy of its sources, as its team would (stamped with `version`), with the
 * list screen's source changed by `edit`; the repository's own files are not touched.
 */
async function buildEvents(work: string, version: string, edit: (source: string) => string = unchanged) {
  const dir = join(work, version, 'mfe-events');
  await cp(join(ROOT, 'mfe-events'), dir, {
    recursive: true,
    filter: (src) => !/^[\\/]mfe-events[\\/](node_modules|dist|\.wrangler)/.test(src.slice(ROOT.length)),
  });
  await cp(join(ROOT, 'tsconfig.json'), join(work, version, 'tsconfig.json'));
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const screen = join(dir, LIST_SCREEN);
  const source = await readFile(screen, 'utf8');
  const edited = edit(source);
  if (edit !== unchanged && edited === source) throw new Error(`The edit changed nothing in ${LIST_SCREEN}`);
  await writeFile(screen, edited);
  await buildWorkspace(dir, { DWELL_REMOTE_VERSION: version });
  return join(dir, 'dist');
}

/** Deploys a build to the remote's own origin at its versioned address; resolves once that origin serves it. */
async function deploy(site: string, build: string, version: string) {
  await cp(build, join(site, 'v', version), { recursive: true, filter: remoteFiles });
  // `wrangler dev` reloads its worker when the folder changes; a request during the reload is refused.
  await waitForUrl(manifestOf(version), 30_000);
}

/** The shell's own built files, to show nothing of it was rebuilt. */
const shellBuild = async () => readFile(join(ROOT, 'dist', 'assets', 'index.html'), 'utf8');

describe('the events remote on its own origin', () => {
  let browser: Browser;
  let work: string;
  let site: string;
  let worker: Stack | undefined;
  let admin: PlatformAdmin;
  const remoteCli = (...args: string[]) => cli(admin, ...args);
  const startWorker = async () => {
    worker = await startRemoteWorker({ remote: 'events', port: PORT, site, ready: `/v/${OLD}/mf-manifest.json` });
  };

  beforeAll(async () => {
    admin = createPlatformAdmin();
    work = await mkdtemp(join(tmpdir(), 'dwell-events-team-'));
    site = join(work, 'site');
    await mkdir(site, { recursive: true });
    await writeRemoteHeaders(site);
    await cp(await buildEvents(work, OLD), join(site, 'v', OLD), { recursive: true, filter: remoteFiles });
    await startWorker();
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    // The next tests load the events remote from the shell's own copy again.
    remoteCli('register', 'events', `own-${RUN}-default`, '/mfe/events/mf-manifest.json');
    worker?.stop();
    await browser?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('rebuilt with a visible change and deployed alone, it reaches the open shell; a rollback restores it', async () => {
    const shellBefore = await shellBuild();
    expect(remoteCli('register', 'events', OLD, manifestOf(OLD))).toContain(`* ${OLD}`);
    const { context, page, errors } = await newPage(browser);
    const fromOrigin: string[] = [];
    page.on('response', (res) => {
      if (res.url().startsWith(ORIGIN) && res.ok()) fromOrigin.push(res.url());
    });
    await signInThroughForm(page, DEMO.email, DEMO.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/events');
    await screenHeading(page, 'Detention Events');
    expect(fromOrigin.some((url) => url.startsWith(`${ORIGIN}/v/${OLD}/static/js/`))).toBe(true);

    // The events team changes its screen, rebuilds its remote alone and ships it to its own origin.
    const rebuilt = await buildEvents(work, NEW, (source) =>
      source.replace('<h1>{title}</h1>', '<h1>{title} — rebuilt</h1>'),
    );
    await deploy(site, rebuilt, NEW);
    expect(remoteCli('register', 'events', NEW, manifestOf(NEW))).toContain(`* ${NEW}`);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const bar = page.getByRole('status').filter({ hasText: 'A new version of Dwell is available' });
    await bar.waitFor();
    await bar.getByRole('button', { name: 'Reload' }).click();
    await screenHeading(page, 'Detention Events — rebuilt');
    expect(fromOrigin.some((url) => url.startsWith(`${ORIGIN}/v/${NEW}/static/js/`))).toBe(true);

    // Rolled back by the platform admin in the admin area: the old screen, from the same origin.
    await rollBackEventsInAdminArea(browser, admin, NEW, OLD);
    await page.reload();
    await screenHeading(page, 'Detention Events');
    expect(await shellBuild()).toBe(shellBefore);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with its origin down: a phone that had the area keeps it, another browser gets the error card with Retry', async () => {
    // A phone that opened the area: its service worker keeps the remote's files from the other origin.
    const phone = await newPage(browser, { serviceWorkers: 'allow', viewport: { width: 375, height: 740 } });
    await signInThroughForm(phone.page, DEMO.email, DEMO.password);
    await phone.page.waitForURL('**/dashboard');
    await phone.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await phone.page.goto('/events');
    await screenHeading(phone.page, 'Detention Events');

    worker?.stop();
    await expect(fetch(manifestOf(OLD))).rejects.toThrow();

    await phone.page.reload();
    await screenHeading(phone.page, 'Detention Events');
    await phone.context.close();

    // A browser that never had it: the events area says so in place, with Retry; the rest of Dwell works.
    const { context, page } = await newPage(browser);
    await signInThroughForm(page, DEMO.email, DEMO.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/events');
    const card = page.getByRole('main').getByTestId('remote-error');
    await card.getByRole('heading', { name: 'This part of Dwell could not be loaded' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Documents' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor({ timeout: 20_000 });

    // Its sidebar link is gone with its routes; its address still leads to the card.
    expect(await page.getByRole('link', { name: 'Detention Events', exact: true }).count()).toBe(0);
    await page.goto('/events');
    await card.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 20_000 });
    // The origin comes back: Retry loads the area with no reload of the page.
    await startWorker();
    await card.getByRole('button', { name: 'Retry' }).click();
    await screenHeading(page, 'Detention Events');
    await context.close();
  });
});
