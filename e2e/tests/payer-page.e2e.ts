/**
 * The payer's claim page (issue 21): a carrier sends a claim, the payer's AP clerk opens the emailed link
 * signed out on a phone, sees the stop, the computation and the evidence checked unchanged, asks a question
 * (typed markup stays text), and sees the new status; a stale second tab is told the claim was answered; a
 * wrong link shows one message and nothing of the claim.
 */
import { PAYER_MESSAGES } from '@dwell/core/schemas/payer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, linkIn } from '../lib/auth.ts';
import { BASE_URL, launchBrowser, newPage } from '../lib/browser.ts';
import { dockPhoto } from '../lib/png.ts';
import { newSubscribedCompany } from '../lib/signup.ts';

const HOUR = 3_600_000;
const RUN = Date.now().toString(36);
const CUSTOMER = `Payer Page Foods ${RUN}`;
const AP_EMAIL = `ap-${RUN}@payer.example`;
const PHOTO = 'dock-door-14.png';
const BOL = 'bol-4471.pdf';
const PDF = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;

/** A JSON request of the signed-in carrier, from its page (same origin, its session cookie). */
async function carrierCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  );
}

/** Uploads one evidence file to the stop, as the documents screen does. */
async function upload(
  page: Page,
  eventId: string,
  file: { name: string; type: string; base64: string; category: string },
) {
  const status = await page.evaluate(
    async ({ id, f }) => {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      const res = await fetch(`/api/documents?eventId=${id}&category=${f.category}`, {
        method: 'POST',
        headers: { 'content-type': f.type, 'x-file-name': encodeURIComponent(f.name) },
        body: bytes,
      });
      return res.status;
    },
    { id: eventId, f: file },
  );
  expect(status, file.name).toBe(201);
}

/**
 * A new carrier company with a completed 200-minute stop at the customer (with a GPS check-in), a dock photo and
 * a bill of lading, the customer's AP contact, and the claim sent to it. Answers the claim's number and the
 * path of the link in the payer's email.
 */
async function sentClaim(page: Page): Promise<{ number: string; path: string }> {
  await newSubscribedCompany(page, `Payer Page Freight ${RUN}`);
  const profile = await carrierCall(page, 'PATCH', '/api/profile', {
    fullName: 'Rosa Alvarez',
    phoneNumber: '(815) 555-0142',
    companyName: `Payer Page Freight ${RUN}`,
    fleetSize: '1-10',
  });
  expect(profile.status).toBe(200);
  const checkIn = Date.now() - 6 * HOUR;
  const created = await carrierCall(page, 'POST', '/api/events', {
    facilityName: 'Joliet DC',
    facilityAddress: CUSTOMER,
    checkInTime: checkIn,
    checkOutTime: checkIn + 200 * 60_000,
    loadNumber: 'LD-PAY-17',
    checkInLat: 41.523456,
    checkInLng: -88.081234,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const eventId = (created.body as { event: { id: string } }).event.id;
  await upload(page, eventId, {
    name: PHOTO,
    type: 'image/png',
    base64: dockPhoto().toString('base64'),
    category: 'detention',
  });
  await upload(page, eventId, {
    name: BOL,
    type: 'application/pdf',
    base64: Buffer.from(PDF).toString('base64'),
    category: 'billing',
  });

  const customers = await carrierCall(page, 'GET', '/api/customers');
  const customer = (customers.body as { customers: { id: string; name: string }[] }).customers.find(
    (c) => c.name === CUSTOMER,
  );
  expect(customer).toBeDefined();
  const contacts = await carrierCall(page, 'PATCH', `/api/customers/${customer?.id}`, {
    contacts: [{ name: 'Accounts Payable', email: AP_EMAIL }],
  });
  expect(contacts.status, JSON.stringify(contacts.body)).toBe(200);
  const claim = await carrierCall(page, 'POST', '/api/claims', { eventId });
  expect(claim.status).toBe(201);
  const { id, number } = (claim.body as { claim: { id: string; number: string } }).claim;
  const sent = await carrierCall(page, 'POST', `/api/claims/${id}/send`, {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);

  const mail = await latestMail(BASE_URL, AP_EMAIL);
  expect(mail.subject).toContain(number);
  const path = new URL(linkIn(mail)).pathname;
  expect(path).toMatch(/^\/claim\/pay_[a-z2-7]{52}$/);
  return { number, path };
}

/** Whether the page scrolls sideways at its current width. */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the payer’s claim page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a signed-out payer checks the evidence and asks a question; a stale tab and a wrong link learn nothing more', async () => {
    const carrier = await newPage(browser);
    const { number, path } = await sentClaim(carrier.page);
    await carrier.context.close();

    // The payer: a fresh browser without any session, on a phone.
    const { context, page, errors } = await newPage(browser, { viewport: { width: 375, height: 812 } });
    const opened = await page.goto(path);
    expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('heading', { name: `Detention claim ${number}`, level: 1 }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    await page.getByText(CUSTOMER, { exact: true }).first().waitFor();
    await page
      .getByTestId('payer-amount')
      .filter({ hasText: /^\$112\.50$/ })
      .waitFor();

    // The stop: the check-in's source and GPS fix; the computation as the invoice words it.
    const stop = page.getByRole('region', { name: 'The stop' });
    await stop.getByText('LD-PAY-17').waitFor();
    await stop.getByText(/GPS 41\.52346, -88\.08123/).waitFor();
    expect(await stop.getByRole('link', { name: 'Open on a map' }).getAttribute('href')).toContain(
      'openstreetmap.org/?mlat=41.52346&mlon=-88.08123',
    );
    const computation = page.getByRole('region', { name: 'Policy and computation' });
    await computation.getByText('Beyond free time').waitFor();
    await computation.getByText('$112.50').waitFor();

    // The evidence, checked on the server: every file unchanged; the photo shown, the PDF opened in a tab.
    const evidence = page.getByRole('region', { name: 'Evidence' });
    await evidence.getByTestId('evidence-summary').getByText('All 2 files unchanged since upload').waitFor();
    for (const name of [PHOTO, BOL]) {
      await evidence.getByRole('article', { name }).getByText('Unchanged since upload').waitFor();
    }
    const photo = evidence.getByRole('img', { name: PHOTO });
    await photo.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (name) => (document.querySelector(`img[alt="${name}"]`) as HTMLImageElement | null)?.naturalWidth === 64,
      PHOTO,
    );
    const pdfLink = evidence.getByRole('link', { name: `Open ${BOL} (PDF)` });
    expect(await pdfLink.getAttribute('target')).toBe('_blank');
    const pdf = await context.request.get(`${BASE_URL}${await pdfLink.getAttribute('href')}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page
      .getByRole('region', { name: 'The exchange so far' })
      .getByText(/sent the claim/)
      .waitFor();
    expect(await overflows(page)).toBe(false);

    // A colleague's tab opened at the same time, still showing the form.
    const stale = await context.newPage();
    await stale.goto(path);
    await stale.getByRole('radio', { name: /Approve/ }).waitFor();

    // Ask a question: the schema's message first, then the answer; the new status; markup stays text.
    await page.getByRole('radio', { name: /Ask a question/ }).check();
    await page.getByRole('button', { name: 'Send question' }).click();
    await page.getByText(PAYER_MESSAGES.questionRequired).waitFor();
    const question = '<b>Which dock</b> was this & when?';
    await page.getByLabel('Your question').fill(question);
    await page.getByLabel('Your name (optional)').fill('Jo Payer');
    await page.getByRole('button', { name: 'Send question' }).click();
    const answer = page.getByRole('region', { name: 'Your answer' });
    await answer.getByText('Your answer was sent').waitFor();
    await answer.getByText('Question asked', { exact: true }).first().waitFor();
    await answer.getByText(question, { exact: true }).waitFor();
    const exchange = page.getByTestId('payer-exchange');
    await exchange.getByText('Question asked by Jo Payer').waitFor();
    await exchange.getByText(question, { exact: true }).waitFor();
    expect(await exchange.locator('b').count()).toBe(0);
    expect(await overflows(page)).toBe(false);

    // The stale tab approves: the API refuses (409) and the page says why, in its words.
    await stale.getByRole('radio', { name: /Approve/ }).check();
    await stale.getByRole('button', { name: 'Approve claim' }).click();
    await stale.getByText(PAYER_MESSAGES.alreadyAnswered).first().waitFor();
    await stale
      .getByTestId('payer-answer-state')
      .getByText(/A question was asked/)
      .waitFor();
    await stale.close();

    // Opened again later: the form is gone and the page says why.
    await page.reload();
    await page
      .getByTestId('payer-answer-state')
      .getByText(/A question was asked about this claim/)
      .waitFor();
    expect(await page.getByRole('button', { name: /Send/ }).count()).toBe(0);

    // A wrong link: the one message, nothing of the claim.
    const wrong = path.replace(/.$/, (ch) => (ch === 'a' ? 'b' : 'a'));
    await page.goto(wrong);
    await page.getByText(PAYER_MESSAGES.linkInvalid).waitFor();
    const html = await page.content();
    expect(html).not.toContain(number);
    expect(html).not.toContain(CUSTOMER);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(errors).toEqual([]);
    await context.close();
  });
});
