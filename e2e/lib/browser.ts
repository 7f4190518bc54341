import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import FILL_MESSAGE from '../../shell/src/features/pwa/fill-message.json';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8787';

/** Debian's Chromium, headless, with its phone-home features off (this machine has no internet). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A fresh context (its own cookies) with page errors collected, so a test can assert there were none. The
 * service worker is blocked unless asked for (the offline test needs it).
 */
export async function newPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    serviceWorkers?: 'allow' | 'block';
    timezoneId?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: options.viewport ?? { width: 1280, height: 860 },
    // The app installs a service worker; requests it serves skip page.route, so tests opt in to it.
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  untilLive(page);
  return { context, page, errors };
}

/**
 * A page load of a remote screen may first show the screen the worker drew into the page (inert, like any page
 * before its scripts: shell/src/features/remotes/prerendered.ts). A person acts once the app's own screen has
 * replaced it, within a moment; so do the tests: `goto` and `reload` return once no drawn screen is left.
 * (The tests of the drawn screen itself look at it with scripts off.)
 */
function untilLive(page: Page): void {
  const live = () =>
    page.waitForFunction(() => !document.querySelector('.remote-prerendered'), undefined, { timeout: 20_000 });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const res = await goto(...args);
    await live();
    return res;
  };
  page.reload = async (...args) => {
    const res = await reload(...args);
    await live();
    return res;
  };
}

/**
 * Waits until the page's service worker holds every file of the app, as a phone's does a few seconds after its
 * first visit: the worker is active and has answered the page's ask to keep the remotes' files (shell/public/sw.js).
 */
export async function keptForOffline(page: Page): Promise<void> {
  const kept = await page.evaluate(async (fill) => {
    const registration = await navigator.serviceWorker.ready;
    const channel = new MessageChannel();
    const answer = new Promise<boolean>((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data === true);
    });
    registration.active?.postMessage(fill, [channel.port2]);
    return answer;
  }, FILL_MESSAGE);
  if (!kept) throw new Error('the service worker could not keep every file of the app');
}
