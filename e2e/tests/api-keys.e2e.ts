/**
 * Issue 9 end to end: the demo company admin (its active subscription is the premium tier, which includes
 * apiAccess) creates a key on /settings/api-keys, sees it once, a program calls /api/v1/events with it, and
 * after the admin revokes it the same call is refused with 401.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../lib/auth.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';

/** Calls the API as an outside program: Node's fetch, no browser, no cookie. */
const callV1 = (token: string, path = '/api/v1/events?limit=5') =>
  fetch(`${BASE_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('API keys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates a key shown once, uses it from a program, and revokes it so the next call gets 401', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto('/');
    const status = await page.evaluate(
      ([email, password]) =>
        fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        }).then((r) => r.status),
      [DEMO.email, DEMO.password],
    );
    expect(status).toBe(200);

    await page.goto('/settings');
    await page.getByRole('link', { name: /API keys/ }).click();
    await page.waitForURL('**/settings/api-keys');
    await expect.poll(() => page.getByRole('heading', { name: 'API keys', level: 1 }).isVisible()).toBe(true);

    const name = `E2E sync ${Date.now()}`;
    await page.getByLabel('Key name').fill(name);
    await page.getByLabel(/Read documents/).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByLabel('New API key');
    await shown.waitFor();
    const token = await shown.inputValue();
    expect(token).toMatch(/^dwk_[a-z2-7]{20}_[a-z2-7]{40}$/);
    await expect.poll(() => page.getByText('Copy this key now. It will not be shown again.').isVisible()).toBe(true);

    const res = await callV1(token);
    expect(res.status).toBe(200);
    const page1 = (await res.json()) as { data: { id: string }[]; nextCursor: string | null };
    expect(page1.data).toHaveLength(5);
    expect(page1.nextCursor).not.toBeNull();
    const docs = await callV1(token, '/api/v1/documents');
    expect(docs.status).toBe(200);

    await page.getByRole('button', { name: 'I have saved it' }).click();
    await expect.poll(() => page.content().then((html) => html.includes(token))).toBe(false);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect.poll(() => row.getByText('Never').count()).toBe(0);

    await row.getByRole('button', { name: `Requests with ${name}` }).click();
    const uses = page.getByRole('dialog', { name: `Recent requests with ${name}` });
    await expect.poll(() => uses.getByText('GET /api/v1/documents').isVisible()).toBe(true);
    await expect.poll(() => uses.getByText('GET /api/v1/events').isVisible()).toBe(true);
    await uses.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
    await expect.poll(() => row.getByText('Revoked').isVisible()).toBe(true);

    const refused = await callV1(token);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('api_key_revoked');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
