import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { bin, ROOT } from '../../scripts/lib.mjs';

export const DEMO = { email: 'demo@dwell.test', password: 'DwellDemo!2026' };

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The newest email to an address from the dev mailbox (the outbox of the running stack), waiting a little:
 * signup and password reset send theirs after answering. `subject` waits for that email in particular.
 */
export async function latestMail(baseUrl: string, to: string, subject?: string): Promise<Mail> {
  const until = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${baseUrl}/api/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { messages: Mail[] };
    const mail = body.messages[0];
    if (mail && (subject === undefined || mail.subject === subject)) return mail;
    if (Date.now() > until) throw new Error(`no mail${subject ? ` '${subject}'` : ''} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail's text. */
export function linkIn(mail: Mail): string {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return match[0];
}

/** Signs in through the login screen (at `loginPath`, e.g. with a return address), as a user would. */
export async function signInThroughForm(page: Page, email: string, password: string, loginPath = '/login') {
  await page.goto(loginPath);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

interface NewAccount {
  email: string;
  password: string;
  companyName: string;
  fleetSize?: string;
  trial?: boolean;
}

/**
 * Creates an account as a new customer does: the signup form, the confirmation link from the dev mailbox,
 * then sign-in, which continues to checkout. Ends on /checkout (with the trial when asked).
 */
export async function signUpThroughForm(page: Page, baseUrl: string, account: NewAccount): Promise<void> {
  await page.goto(account.trial ? '/signup?trial=1' : '/signup');
  await page.getByLabel('Work email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Company name').fill(account.companyName);
  if (account.fleetSize) await page.getByLabel('Fleet Size').selectOption(account.fleetSize);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
  const mail = await latestMail(baseUrl, account.email, 'Confirm your email for Dwell');
  await page.goto(linkIn(mail).replace(/^https?:\/\/[^/]+/, ''));
  await page.getByText('Your email address is confirmed.').waitFor();
  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  await page.waitForURL('**/login?return=*');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(account.trial ? '**/checkout?trial=1' : '**/checkout');
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@fleet.test`;
}

/**
 * Signs in without the login screen: the app's own sign-in call from the page (same origin, so the session
 * cookie is set). Answers the API's status, for the test to assert.
 */
export async function signInByApi(page: Page, email = DEMO.email, password = DEMO.password): Promise<number> {
  await page.goto('/');
  // Once the app has started there (it tells the worker the browser's zone in a cookie, as a returning
  // browser's pages have it).
  await page.waitForFunction(() => document.cookie.includes('dwell_tz='));
  return page.evaluate(
    async ([address, secret]) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: address, password: secret }),
        })
      ).status,
    [email, password] as const,
  );
}

export interface PlatformAdmin {
  email: string;
  password: string;
}

/** A new platform admin in the running stack's database (`npm run admin:create`). */
export function createPlatformAdmin(label = 'ops'): PlatformAdmin {
  const admin = { email: uniqueEmail(label), password: 'platform-admin-pass-1' };
  const persistTo = process.env.E2E_PERSIST_TO;
  if (!persistTo) throw new Error('E2E_PERSIST_TO is not set: run through `npm run test:e2e`');
  execFileSync(
    bin('node'),
    ['scripts/create-admin.ts', '--email', admin.email, '--password', admin.password, '--persist-to', persistTo],
    { cwd: ROOT, env: { ...process.env, WRANGLER_LOG: 'error' }, stdio: 'pipe' },
  );
  return admin;
}
