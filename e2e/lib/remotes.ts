/** What the remote-version tests share: a platform admin, the `npm run remote` CLI as that admin, the rollback in the admin area. */
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { bin, ROOT } from '../../scripts/lib.mjs';
import { type PlatformAdmin, signInThroughForm } from './auth.ts';
import { BASE_URL, newPage } from './browser.ts';

/** `npm run remote -- …` against the running stack, as the platform admin; its output. */
export function remoteCli(admin: PlatformAdmin, ...args: string[]): string {
  return execFileSync(bin('node'), ['scripts/remote.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, DWELL_URL: BASE_URL, DWELL_ADMIN_EMAIL: admin.email, DWELL_ADMIN_PASSWORD: admin.password },
    encoding: 'utf8',
  });
}

/** The platform admin rolls the events remote back from `from` to `to` in the admin area; the audit says so. */
export async function rollBackEventsInAdminArea(browser: Browser, admin: PlatformAdmin, from: string, to: string) {
  const ops = await newPage(browser);
  await signInThroughForm(ops.page, admin.email, admin.password);
  await ops.page.waitForURL('**/admin');
  await ops.page.goto('/admin/remotes');
  const events = ops.page.getByRole('region', { name: 'events' });
  await events.getByText(`Live: ${from}`).waitFor();
  await events.getByRole('button', { name: 'Roll back' }).click();
  await ops.page.getByRole('alertdialog').getByRole('button', { name: 'Roll back' }).click();
  await events.getByText(`Live: ${to}`).waitFor();
  await events.getByText(/^Audit \(\d+\)$/).click();
  await events.getByText(`${admin.email}: rollback ${from} → ${to}`).waitFor();
  expect(ops.errors).toEqual([]);
  await ops.context.close();
}

/** Waits for a screen's own heading. */
export async function screenHeading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 20_000 });
}
