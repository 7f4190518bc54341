import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughForm, uniqueEmail } from '../lib/auth.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';

async function signUp(page: Page, trial = false): Promise<string> {
  const email = uniqueEmail('payer');
  await signUpThroughForm(page, BASE_URL, { email, password: 'long-enough-pw', companyName: 'Paid Up Haulers', trial });
  await page.getByRole('heading', { name: 'Complete Your Subscription' }).waitFor();
  return email;
}

async function payWithCard(page: Page, card: string): Promise<void> {
  await page.getByRole('button', { name: 'Complete Subscription' }).click();
  await page.getByLabel('Card number').waitFor();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Subscribe|Start trial/ }).click();
}

describe('subscription billing with the local provider', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('signs up, pays with the test card, lands on the dashboard subscribed, then cancels through /billing', async () => {
    const { context, page, errors } = await newPage(browser);
    await signUp(page);
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/thank-you\?session_id=/);
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await page.getByText('Your subscription is now active!').waitFor();
    await expect(page.getByTestId('subscription-badge').textContent()).resolves.toBe('Subscription: Active ✅');

    // Cancel now through the billing portal: access ends as the status says.
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.getByRole('button', { name: 'Cancel now' }).click();
    await page.getByText('canceled').first().waitFor();
    await page.getByRole('link', { name: '← Return to Dwell' }).click();
    await page.waitForURL('**/billing');
    await page.getByText('Status: canceled').waitFor();
    await page.goto('/events');
    await page.waitForURL('**/billing');
    await page.getByText('Your subscription needs attention').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a declined card on the payment page and leaves the account unsubscribed', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    await payWithCard(page, '4000 0000 0000 0002');
    await page.getByRole('alert').waitFor();
    // The payment page lets no script call out; ask the API with the browser's cookies instead.
    const answer = await context.request.get(`${BASE_URL}/api/billing/subscription`);
    expect(((await answer.json()) as { status: string | null }).status).toBeNull();
    await page.goto(`${BASE_URL}/events`);
    await page.waitForURL('**/subscribe');
    await context.close();
  });

  it('keeps the free trial after a declined card: back in Dwell, Subscribe and Start Now opens the trial', async () => {
    const { context, page, errors } = await newPage(browser);
    await signUp(page, true);
    await payWithCard(page, '4000 0000 0000 0002');
    await page.getByRole('alert').waitFor();
    await page.getByRole('link', { name: '← Back to Dwell' }).click();
    await page.waitForURL('**/subscribe');
    await page.getByText('Starts with your free trial: nothing is charged until it ends.').waitFor();
    await page.getByRole('button', { name: 'Subscribe and Start Now' }).click();
    await page.getByText('14 days free').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Start trial' }).click();
    // The wait for the payment provider's confirmation is a page that says what is happening.
    await page.waitForURL(/\/thank-you\?session_id=/);
    await page.getByRole('heading', { name: 'Thank you for subscribing!' }).waitFor();
    await page.getByText('Checkout is complete.', { exact: false }).waitFor();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    const answer = await context.request.get(`${BASE_URL}/api/billing/subscription`);
    expect(((await answer.json()) as { status: string | null }).status).toBe('trialing');
    // The dashboard says it is the free trial, until when.
    await page.getByText('Free trial active').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers no second trial: after a cancelled subscription, Subscribe and Start Now is the paid plan', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.getByRole('button', { name: 'Cancel now' }).click();
    await page.getByText('canceled').first().waitFor();
    await page.goto('/subscribe');
    await page.getByRole('button', { name: 'Subscribe and Start Now' }).waitFor();
    expect(await page.getByText('Starts with your free trial', { exact: false }).count()).toBe(0);
    await page.getByRole('button', { name: 'Subscribe and Start Now' }).click();
    await page.getByText('$29.00 per month').waitFor();
    expect(await page.getByText('days free').count()).toBe(0);
    await page.getByRole('button', { name: 'Subscribe', exact: true }).waitFor();
    await context.close();
  });
});
