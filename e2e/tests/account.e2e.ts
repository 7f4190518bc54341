import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPlatformAdmin,
  DEMO,
  latestMail,
  linkIn,
  signInByApi,
  signInThroughForm,
  signUpThroughForm,
  uniqueEmail,
} from '../lib/auth.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';

/** Signs in without the login screen (same origin, so the cookie is set), then opens a path. */
async function signIn(page: Page, email: string, password = DEMO.password, path = '/dashboard') {
  expect(await signInByApi(page, email, password)).toBe(200);
  await page.goto(path);
}

const account = (page: Page) => page.locator('[data-remote="account"]');
const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

/** Signs up through /signup (confirming the email) and pays on the local provider's test checkout; ends on /dashboard. */
async function newSubscribedAccount(page: Page, email: string, companyName: string) {
  await signUpThroughForm(page, BASE_URL, { email, password: 'owner-password-1', companyName, fleetSize: '11-50' });
  await page.getByRole('button', { name: 'Complete Subscription' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
}

/** The percent the setup checklist shows. */
async function setupPercent(page: Page): Promise<string> {
  await page.goto('/setup-checklist');
  return (await page.getByTestId('setup-percent').textContent()) ?? '';
}

describe('account area: a new company gets going', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('new account → profile banner → profile → checklist → first event → invite a dispatcher → accepted from the outbox → events but not /reports', async () => {
    const owner = await newPage(browser);
    const page = owner.page;
    const email = uniqueEmail('owner');
    await newSubscribedAccount(page, email, 'Prairie Freight');

    // docs/product.md#onboarding: the banner lists the missing name and phone; the welcome banner and the card show.
    const banner = page.getByRole('region', { name: 'Complete Your Profile' });
    await banner.getByText('Your full name').waitFor();
    await banner.getByText('Your phone number').waitFor();
    await page.getByRole('heading', { name: "Welcome to Dwell! Let's get started" }).waitFor();
    await page.getByRole('link', { name: 'Create Your First Event' }).waitFor();
    await page.getByTestId('getting-started-percent').getByText('0% complete').waitFor();

    // Confirmed before signing in, then paid: 2 of 4 setup steps.
    expect(await setupPercent(page)).toBe('50%');

    await page.goto('/dashboard');
    await banner.getByRole('link', { name: 'Complete Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByLabel('Full Name').fill('Rosa Alvarez');
    await page.getByLabel('Phone Number').fill('(815) 555-0142');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.getByText('Complete Your Profile completed!').waitFor();
    await page.waitForURL('**/dashboard');
    // docs/product.md#onboarding: with the profile complete the Getting Started card is hidden (the welcome banner stays).
    await page.getByRole('link', { name: 'Create Your First Event' }).waitFor();
    await page.getByRole('heading', { name: 'Getting Started' }).waitFor({ state: 'detached' });
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('complementary', { name: 'Sidebar' }).getByText('Rosa Alvarez').waitFor();
    expect(await setupPercent(page)).toBe('75%');

    // Company information (address and phone), then the default detention policy.
    await page.goto('/company');
    const info = page.getByRole('form', { name: 'Company information' });
    await info.getByLabel('Address').fill('1 Dock Rd, Joliet, IL 60431');
    await info.getByLabel('Phone').fill('(815) 555-0100');
    await info.getByRole('button', { name: 'Save company' }).click();
    await page.getByText('Company Information completed!').waitFor();
    // The Company screen leads to the one editor of the default policy, on the policies screen.
    await page
      .getByRole('region', { name: 'Default detention policy' })
      .getByRole('link', { name: 'Detention policies' })
      .click();
    await page.waitForURL('**/events/policies');
    const policy = page.getByRole('form', { name: 'Default detention policy' });
    await policy.getByLabel('Free time (minutes)').fill('1500');
    await policy.getByRole('button', { name: 'Save policy' }).click();
    await policy.getByText('Free time must be between 0 and 1440 minutes').waitFor();
    await policy.getByLabel('Free time (minutes)').fill('90');
    await policy.getByRole('button', { name: 'Save policy' }).click();
    await page.getByText('Detention policy saved.').waitFor();
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Create Your First Event' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Getting Started' }).count()).toBe(0);

    // The first event: the last Getting Started step, and the last setup step.
    await page.getByRole('link', { name: 'Create Your First Event' }).click();
    await page.waitForURL('**/events/new');
    await page.getByLabel('Location name').fill('Joliet DC');
    await page.getByLabel('Shipper/Receiver name').fill('Big Box Retail');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Detention Event created successfully!').waitFor();
    await page.waitForURL('**/events');
    await page.goto('/dashboard');
    await page.getByText('Log First Detention Event completed!').waitFor();
    // The plan's limit is on stops open at once, and the meter says what it counts: this one stop is still open.
    await page.getByTestId('meter-Detention Events').getByText('1 / 100 open now').waitFor();
    // On a phone its widgets' short first lists leave no gaps: once a widget is in and out of sight below, its box
    // is the widget's own height rather than the room kept for a busy fleet's.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator('[data-expose="recent-activity"] h2').waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    const gaps = () =>
      page.evaluate(() =>
        ['active-events', 'recent-activity'].map((expose) => {
          const box = document.querySelector(`[data-expose="${expose}"]`);
          const content = box?.lastElementChild?.getBoundingClientRect().height ?? 0;
          return Math.round((box?.getBoundingClientRect().height ?? 0) - content);
        }),
      );
    await expect.poll(gaps).toEqual([0, 0]);
    await page.setViewportSize({ width: 1280, height: 860 });
    expect(await page.getByRole('heading', { name: 'Getting Started' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Create Your First Event' }).count()).toBe(0);
    expect(await setupPercent(page)).toBe('100%');
    await page.getByText('Setup Complete').waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();

    // Invite a dispatcher from /company.
    const dispatcherEmail = uniqueEmail('dispatcher');
    await page.goto('/company');
    const form = page.getByRole('form', { name: 'Invite a team member' });
    await form.getByLabel('Email').fill(dispatcherEmail);
    await form.getByLabel('Role').selectOption('dispatcher');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent.').waitFor();
    await page.getByRole('listitem').filter({ hasText: dispatcherEmail }).getByText('Dispatcher').waitFor();

    // The dispatcher accepts from the link in the outbox, in their own browser.
    const mail = await latestMail(BASE_URL, dispatcherEmail);
    expect(mail.subject).toContain('invited you to Prairie Freight');
    const dispatcher = await newPage(browser);
    await dispatcher.page.goto(pathOf(linkIn(mail)));
    await dispatcher.page.getByRole('heading', { name: 'Join Prairie Freight on Dwell' }).waitFor();
    await dispatcher.page.getByLabel('Full name').fill('Sam Dispatch');
    await dispatcher.page.getByLabel('Password').fill('dispatch-password-1');
    await dispatcher.page.getByRole('button', { name: 'Accept invitation' }).click();
    await dispatcher.page.waitForURL('**/dispatcher');

    // The dispatcher works with the company's events...
    await dispatcher.page.goto('/events');
    await dispatcher.page.getByText('Joliet DC').first().waitFor();

    // ...but not /reports: the guard sends a dispatcher to the dashboard with the product's message.
    await dispatcher.page.goto('/reports');
    await dispatcher.page.waitForURL('**/dashboard');
    await dispatcher.page.getByText('You do not have permission to access this area').waitFor();

    await page.goto('/company');
    await page.getByRole('row').filter({ hasText: 'Sam Dispatch' }).waitFor();
    await page.getByTestId('seats').getByText('2 of 10 users').waitFor();
    expect(owner.errors).toEqual([]);
    expect(dispatcher.errors).toEqual([]);
    await owner.context.close();
    await dispatcher.context.close();
  });
});

describe('account area: bad input and guards', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows each profile validation message of docs/product.md#validation, and a failed save', async () => {
    const { context, page, errors } = await newPage(browser);
    await signIn(page, 'elena@dwell.test', DEMO.password, '/profile');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    const save = page.getByRole('button', { name: 'Save Changes' });
    expect(await save.isDisabled()).toBe(true);

    const cases: [string, string, string][] = [
      ['Full Name', '', 'Full name is required'],
      ['Phone Number', '312555010', 'Phone number must be at least 10 digits'],
    ];
    for (const [label, value, message] of cases) {
      await page.reload();
      await page.getByLabel(label).fill(value);
      await save.click();
      await page.getByText(message).waitFor();
    }
    // Company fields belong to the company admin: a driver sees them locked.
    expect(await page.getByLabel('Company Name').isDisabled()).toBe(true);

    // A save the server refuses or never answers is shown, not swallowed.
    await page.reload();
    await page.route('**/api/profile', (route) =>
      route.request().method() === 'PATCH' ? route.abort() : route.continue(),
    );
    await page.getByLabel('Phone Number').fill('(312) 555-0199');
    await save.click();
    await page.getByText('Failed to update profile').first().waitFor();
    expect(page.url()).toContain('/profile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checks company name and fleet size for a company admin', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.email, DEMO.password, '/profile');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    await page.getByLabel('Company Name').fill(' ');
    await page.getByLabel('Fleet Size').selectOption('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Company name is required').waitFor();
    await page.getByText('Fleet size is required').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('refuses an avatar over 5 MB or not JPG/PNG before uploading anything', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'tyrone@dwell.test', DEMO.password, '/profile');
    await page.getByText('JPG or PNG, max 5MB').waitFor();
    const uploads: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/profile/avatar') && req.method() === 'POST') uploads.push(req.url());
    });
    const picker = page.getByLabel('Profile picture', { exact: true });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    await picker.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await account(page).getByText('File size must be less than 5MB').first().waitFor();
    const gif = Buffer.from('GIF89a-not-allowed-here');
    await picker.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: gif });
    await account(page).getByText('Only JPG and PNG files are allowed').first().waitFor();
    expect(uploads).toEqual([]);

    // A real PNG goes up and becomes the picture, in the form and in the sidebar.
    const pixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pixel });
    await page.getByText('Profile picture updated successfully').waitFor();
    await page.getByRole('img', { name: 'Your profile' }).waitFor();
    expect(uploads).toHaveLength(1);
    await context.close();
  });

  it('refuses inviting an existing member, and inviting beyond maxUsers of the tier', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.email, DEMO.password, '/company');
    await page.getByRole('heading', { name: 'Team' }).waitFor();
    const form = page.getByRole('form', { name: 'Invite a team member' });
    const invite = async (email: string) => {
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Send invitation' }).click();
    };
    await invite('dispatch@dwell.test');
    await form.getByText('This person is already a member of your company.').waitFor();

    // The demo fleet has 8 of the premium tier's 10 users: two invitations fill it.
    await page.getByTestId('seats').getByText('8 of 10 users').waitFor();
    const extra = [uniqueEmail('seat9'), uniqueEmail('seat10')];
    for (const email of extra) {
      await invite(email);
      await page.getByRole('listitem').filter({ hasText: email }).waitFor();
    }
    await page.getByTestId('seats').getByText('10 of 10 users').waitFor();
    await invite(uniqueEmail('seat11'));
    await form.getByText('Upgrade to Enterprise to access advanced management features.').waitFor();

    // Leave the demo fleet as it was.
    for (const email of extra) {
      const pending = page.getByRole('listitem').filter({ hasText: email });
      await pending.getByRole('button', { name: 'Revoke' }).click();
      await pending.waitFor({ state: 'detached' });
    }
    await page.getByTestId('seats').getByText('8 of 10 users').waitFor();
    await context.close();
  });

  it('sends a non-admin who opens /admin to the dashboard with the permission message (docs/product.md#access-guard)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.email, DEMO.password, '/admin');
    await page.waitForURL('**/dashboard');
    await page.getByText('You do not have permission to access this area').waitFor();
    await context.close();
  });

  it('lets a platform admin search users and open one with company, subscription and sessions', async () => {
    const { email, password } = createPlatformAdmin();
    const { context, page, errors } = await newPage(browser);
    await signInThroughForm(page, email, password);
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByLabel('Search users').fill('DEMO FREIGHT');
    await page.waitForURL('**/admin?q=DEMO%20FREIGHT');
    const row = page.getByRole('row').filter({ hasText: 'marcus@dwell.test' });
    await row.getByText('active').waitFor();
    expect(await page.getByRole('row').filter({ hasText: email }).count()).toBe(0);
    await page.getByLabel('Search users').fill('nobody-by-this-name');
    await page.getByText('No users found').waitFor();
    await page.getByLabel('Search users').fill('marcus');
    await page
      .getByRole('row')
      .filter({ hasText: 'marcus@dwell.test' })
      .getByRole('link', { name: 'View Details' })
      .click();
    await page.waitForURL(/\/admin\/users\/usr_/);
    await page.getByRole('heading', { name: 'Marcus Reed' }).waitFor();
    await page.getByRole('region', { name: 'Company' }).getByText('Demo Freight Co').waitFor();
    await page.getByRole('region', { name: 'Subscription' }).getByText('active').waitFor();
    await page.getByRole('region', { name: 'Sessions' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches help by the q parameter, stores "Was this article helpful?", shows related articles', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'priya@dwell.test', DEMO.password, '/documentation?q=free%20time');
    const article = page.locator('details', {
      has: page.locator('summary', { hasText: 'Detention policies: free time, rates and rounding' }),
    });
    await article.locator('summary').click();
    await article.getByText('min read').first().waitFor();
    await article.getByText('Related Articles').waitFor();
    await article.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Thank you for your feedback.').waitFor();
    await article.getByRole('button', { name: 'Yes', pressed: true }).waitFor();
    await page.getByLabel('Search documentation').fill('zzzz no such topic');
    await page.getByText('No articles found').waitFor();
    await page.goto('/help');
    await page.getByRole('button', { name: 'Billing' }).click();
    await page.locator('summary', { hasText: 'Your plan, payments and cancelling' }).waitFor();
    expect(await page.locator('summary', { hasText: 'Logging a detention event' }).count()).toBe(0);
    await context.close();
  });

  it('signs out another device from /security after asking for the password again', async () => {
    const laptop = await newPage(browser);
    const phone = await newPage(browser);
    await signIn(phone.page, 'jake@dwell.test');
    await signIn(laptop.page, 'jake@dwell.test', DEMO.password, '/security');
    await laptop.page.getByText('This device').waitFor();
    await laptop.page.getByRole('button', { name: 'Sign out this session' }).first().click();
    const dialog = laptop.page.getByRole('dialog');
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Sign out this session' }).click();
    await dialog.getByText('Your current password is not correct.').waitFor();
    await dialog.getByLabel('Your password').fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Sign out this session' }).click();
    await laptop.page.getByText('Session signed out.').waitFor();
    const status = await phone.page.evaluate(async () => (await fetch('/api/auth/session')).status);
    expect(status).toBe(401);
    await laptop.context.close();
    await phone.context.close();
  });

  it('signs out from the Danger Zone of /settings', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'amara@dwell.test', DEMO.password, '/settings');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    for (const name of ['Edit Profile', 'Advanced Security', 'Notifications', 'Change Password']) {
      await account(page)
        .getByRole('link', { name: new RegExp(name) })
        .waitFor();
    }
    // The company's page, with its team and invitations, is found from here.
    await account(page)
      .getByRole('link', { name: /Company & team/ })
      .click();
    await page.getByRole('heading', { name: 'Company', exact: true }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Successfully logged out').waitFor();
    const status = await page.evaluate(async () => (await fetch('/api/auth/session')).status);
    expect(status).toBe(401);
    await context.close();
  });
});
