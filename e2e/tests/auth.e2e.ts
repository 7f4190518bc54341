import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, latestMail, linkIn, signInThroughForm, signUpThroughForm, uniqueEmail } from '../lib/auth.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';

/** Return addresses that a naive check reads as a path but a browser may take to another site or run. */
const HOSTILE_RETURNS = [
  '/\\evil.example',
  '/\t/evil.example',
  '//evil.example',
  '/%09/evil.example',
  '\\\\evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  '/%5Cevil.example',
  ' //evil.example',
  '//evil.example ',
  '\n//evil.example',
  '/\n/evil.example',
  '//evil.example\n',
  '/\r\n/evil.example',
  '/.//evil.example',
  'http://evil.example/',
  ' javascript:alert(1)',
];

describe('accounts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('signs up, must confirm the email before signing in, then signs in and lands on checkout; a known address gets the same answer', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('owner');
    const signup = async () => {
      await page.goto('/signup');
      await page.getByLabel('Work email').fill(email);
      await page.getByLabel('Password').fill('long-enough-pw');
      await page.getByLabel('Company name').fill('Prairie Freight');
      await page.getByLabel('Fleet Size').selectOption('11-50');
      await page.getByRole('button', { name: 'Continue to checkout' }).click();
      await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
      return page.getByRole('status').textContent();
    };
    const first = await signup();
    const confirmation = await latestMail(BASE_URL, email, 'Confirm your email for Dwell');

    // Before confirming, the login screen says so ('Email not confirmed').
    await signInThroughForm(page, email, 'long-enough-pw');
    await page.getByText('Please verify your email address before logging in.').waitFor();

    await page.goto(linkIn(confirmation).replace(/^https?:\/\/[^/]+/, ''));
    await page.getByText('Your email address is confirmed.').waitFor();
    await page.getByRole('link', { name: 'Continue to sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('long-enough-pw');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: 'Complete Your Subscription' }).waitFor();

    // Signing up again with the same address looks exactly the same; the owner is told by email.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    expect(await signup()).toBe(first);
    expect((await latestMail(BASE_URL, email, 'You already have a Dwell account')).text).toContain('/forgot-password');
    await context.close();
  });

  it('shows the product texts for a wrong password and for a malformed email', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 6 characters long').waitFor();
    await page.getByLabel('Email').fill(DEMO.email);
    expect(await page.getByText('Please enter a valid email address').count()).toBe(0);

    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed').waitFor();
    await page.getByText('Invalid email or password. Please check your credentials and try again.').waitFor();
    await page.getByRole('link', { name: 'Reset your password' }).waitFor();
    await context.close();
  });

  it('sign out is in the user menu of every screen (ASVS V7.4.4)', async () => {
    const { context, page } = await newPage(browser);
    await signInThroughForm(page, DEMO.email, DEMO.password);
    await page.waitForURL('**/dashboard');
    for (const path of ['/dashboard', '/events', '/documents', '/settings', '/documentation']) {
      await page.goto(path);
      await page.getByRole('button', { name: /Dana Morales/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: /Dana Morales/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.goto('/events');
    await page.waitForURL('**/login?return=%2Fevents');
    await context.close();
  });

  it('after sign-in follows a return address only while it stays on the site (hostile values)', async () => {
    const { context, page } = await newPage(browser);
    const origin = new URL(BASE_URL).origin;
    const left: string[] = [];
    // Any navigation to another origin is recorded and stopped (this machine has no internet anyway).
    await context.route(
      (url) => url.origin !== origin,
      async (route) => {
        if (!route.request().isNavigationRequest()) return route.continue();
        left.push(route.request().url());
        return route.abort();
      },
    );
    // A javascript: address would run in the page: an alert proves it did.
    page.on('dialog', async (dialog) => {
      left.push(`script ran: ${dialog.message()}`);
      await dialog.dismiss();
    });
    const landed = async (value: string) => {
      await context.clearCookies();
      await signInThroughForm(page, DEMO.email, DEMO.password, `/login?return=${encodeURIComponent(value)}`);
      await page.waitForURL((url) => url.pathname !== '/login', { waitUntil: 'commit', timeout: 20_000 });
      return new URL(page.url());
    };
    for (const value of HOSTILE_RETURNS) {
      const at = await landed(value);
      expect(at.origin, JSON.stringify(value)).toBe(origin);
    }
    expect(left).toEqual([]);
    // The check is not vacuous: an ordinary return address is followed.
    expect((await landed('/events?status=active')).pathname).toBe('/events');
    await context.close();
  }, 240_000);

  it('resets a forgotten password from the emailed link: the old one is refused and other sessions end', async () => {
    const owner = await newPage(browser);
    const email = uniqueEmail('forgetful');
    // An account with a confirmed email and an open session in one browser.
    await signUpThroughForm(owner.page, BASE_URL, {
      email,
      password: 'first-password',
      companyName: 'Forgetful Freight',
    });

    // Another browser asks for a reset and follows the link from the dev mailbox.
    const other = await newPage(browser);
    await other.page.goto('/forgot-password');
    await other.page.getByLabel('Email').fill(email);
    await other.page.getByRole('button', { name: 'Send reset link' }).click();
    await other.page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const mail = await latestMail(BASE_URL, email, 'Reset your Dwell password');
    await other.page.goto(linkIn(mail).replace(/^https?:\/\/[^/]+/, ''));
    await other.page.getByLabel('New password', { exact: true }).fill('second-password');
    await other.page.getByLabel('Confirm new password').fill('second-password');
    await other.page.getByRole('button', { name: 'Set new password' }).click();
    await other.page.getByText('Your password has been reset.').waitFor();

    await signInThroughForm(other.page, email, 'first-password');
    await other.page.getByText('Invalid email or password. Please check your credentials and try again.').waitFor();
    await signInThroughForm(other.page, email, 'second-password');
    await other.page.waitForURL('**/subscribe');

    // The first browser's session was ended by the reset.
    const status = await owner.page.evaluate(async () => (await fetch('/api/auth/session')).status);
    expect(status).toBe(401);
    await owner.context.close();
    await other.context.close();
  });
});
