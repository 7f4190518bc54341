import type { Page } from 'playwright-core';

export const DEMO = { email: 'demo@dwell.test', password: 'DwellDemo!2026' };

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest email to an address from the dev mailbox (the outbox of the running stack). */
export async function latestMail(baseUrl: string, to: string): Promise<Mail> {
  const res = await fetch(`${baseUrl}/api/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { messages: Mail[] };
  const mail = body.messages[0];
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
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

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@fleet.test`;
}

/**
 * Signs in without the login screen: the app's own sign-in call from the page (same origin, so the session
 * cookie is set). Answers the API's status, for the test to assert.
 */
export async function signInByApi(page: Page, email = DEMO.email, password = DEMO.password): Promise<number> {
  await page.goto('/');
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
