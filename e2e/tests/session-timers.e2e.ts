import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../../scripts/stack.mjs';
import { signUpThroughForm, uniqueEmail } from '../lib/auth.ts';
import { launchBrowser } from '../lib/browser.ts';

// A second stack whose session timers are shortened by configuration: 24 s idle, warning 16 s before (time enough
// to act on the warning on a busy machine, and the whole test waits about 35 s).
const TIMERS = { SESSION_IDLE_MS: '24000', SESSION_WARNING_MS: '16000', SESSION_EXTENSION_MS: '24000' };

describe('server-enforced session timers in two tabs', () => {
  let browser: Browser;
  let stack: Stack;
  let persistTo: string;

  beforeAll(async () => {
    persistTo = mkdtempSync(join(tmpdir(), 'dwell-timers-'));
    const port = Number(process.env.E2E_PORT ?? 8799) + 1;
    [browser, stack] = await Promise.all([
      launchBrowser(),
      startStack({ port, persistTo, vars: TIMERS, seed: false, quiet: true }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    stack?.stop();
    rmSync(persistTo, { recursive: true, force: true });
  });

  const countdown = (page: Page) => page.getByTestId('session-countdown');

  it('warns both tabs, Extend moves the deadline in both, and expiry sends both to /login while the API refuses the cookie', async () => {
    const context = await browser.newContext({ baseURL: stack.url });
    const tab1 = await context.newPage();
    await signUpThroughForm(tab1, stack.url, {
      email: uniqueEmail('timer'),
      password: 'long-enough-pw',
      companyName: 'Clockwork Carriers',
    });
    const tab2 = await context.newPage();
    await tab2.goto('/checkout');
    const cookie = (await context.cookies()).find((c) => c.name === '__Host-dwell_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.secure).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    // About 8 s after sign-in the deadline is 16 s away: both tabs show the modal.
    for (const tab of [tab1, tab2])
      await tab.getByRole('alertdialog', { name: 'Session Expiring Soon' }).waitFor({ timeout: 30_000 });
    const before = await countdown(tab2).textContent();

    await tab1.getByRole('button', { name: 'Extend Session (30 min)' }).click();
    // The server pushes the new deadline to every tab: the modal closes in both.
    for (const tab of [tab1, tab2]) await tab.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 10_000 });
    expect(before).toMatch(/\d\d:\d\d$/);

    // Nothing else happens now: the warning comes back, then the session ends in both tabs.
    for (const tab of [tab1, tab2])
      await tab.getByRole('alertdialog', { name: 'Session Expiring Soon' }).waitFor({ timeout: 30_000 });
    for (const tab of [tab1, tab2]) await tab.waitForURL(/\/login\?reason=idle_timeout/, { timeout: 45_000 });
    await tab1.getByText('Your session has expired due to inactivity').first().waitFor();

    // The old cookie is refused by the API, whatever the tabs know.
    const res = await fetch(`${stack.url}/api/auth/session`, {
      headers: { cookie: `${cookie?.name}=${cookie?.value}` },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe(
      'idle_timeout',
    );
    await context.close();
  }, 150_000);
});
