import type { Page } from 'playwright-core';
import { signUpThroughForm, uniqueEmail } from './auth.ts';
import { BASE_URL } from './browser.ts';

/**
 * A new company of its own: signs up through /signup, confirms the address from the dev mailbox, signs in and
 * pays on the local provider's test checkout (4242…, no trial), ending on /dashboard as its carrier admin.
 * Tests that change data use one so they never disturb the demo fleet other tests count on.
 */
export async function newSubscribedCompany(page: Page, company: string): Promise<string> {
  const email = uniqueEmail('owner');
  await signUpThroughForm(page, BASE_URL, { email, password: 'long-enough-pw', companyName: company });
  await page.getByRole('button', { name: 'Complete Subscription' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
  return email;
}
