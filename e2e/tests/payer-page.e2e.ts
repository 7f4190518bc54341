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
 * a bill of lading, the customer's AP contact (reminded 7 and 14 days after the due date), and the stop's draft
 * claim.
 */
async function draftClaim(page: Page, customer = CUSTOMER, apEmail = AP_EMAIL) {
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
    facilityAddress: customer,
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
  const found = (customers.body as { customers: { id: string; name: string }[] }).customers.find(
    (c) => c.name === customer,
  );
  expect(found).toBeDefined();
  const contacts = await carrierCall(page, 'PATCH', `/api/customers/${found?.id}`, {
    contacts: [{ name: 'Accounts Payable', email: apEmail }],
    reminderDays: [7, 14],
  });
  expect(contacts.status, JSON.stringify(contacts.body)).toBe(200);
  const claim = await carrierCall(page, 'POST', '/api/claims', { eventId });
  expect(claim.status).toBe(201);
  const { id, number } = (claim.body as { claim: { id: string; number: string } }).claim;
  return { eventId, id, number };
}

/** The path of the payer's link in the newest email to the address. */
async function payerPath(apEmail: string, subject?: RegExp) {
  const mail = await latestMail(BASE_URL, apEmail);
  if (subject) expect(mail.subject).toMatch(subject);
  const path = new URL(linkIn(mail)).pathname;
  expect(path).toMatch(/^\/claim\/pay_[a-z2-7]{52}$/);
  return path;
}

/** A draft claim as above, sent to the payer through the API. Answers its number and the payer's link. */
async function sentClaim(page: Page): Promise<{ number: string; path: string }> {
  const { id, number } = await draftClaim(page);
  const sent = await carrierCall(page, 'POST', `/api/claims/${id}/send`, {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { number, path: await payerPath(AP_EMAIL, new RegExp(number)) };
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
    await evidence
      .getByTestId('evidence-log')
      .getByText(/Upload log intact: 2 entries/)
      .waitFor();
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

  it('the loop until paid: sent from the claim panel, disputed, answered with a new document, approved, paid, reminders stop', async () => {
    const customer = `Round Trip Foods ${RUN}`;
    const apEmail = `ap-rt-${RUN}@payer.example`;
    const carrier = await newPage(browser);
    const { eventId, id, number } = await draftClaim(carrier.page, customer, apEmail);

    // A customer without billing contacts: the dialog says so, and there is no Send to press.
    const customers = await carrierCall(carrier.page, 'GET', '/api/customers');
    const customerId = (customers.body as { customers: { id: string; name: string }[] }).customers.find(
      (c) => c.name === customer,
    )?.id;
    const setContacts = async (contacts: { name: string; email: string }[]) =>
      expect((await carrierCall(carrier.page, 'PATCH', `/api/customers/${customerId}`, { contacts })).status).toBe(200);
    await setContacts([]);
    await carrier.page.goto(`/events/${eventId}?tab=billing`);
    const panel = carrier.page.getByTestId('claim-panel');
    await panel.getByRole('button', { name: 'Send claim' }).click();
    const send = carrier.page.getByRole('dialog', { name: `Send claim ${number}` });
    await send.getByRole('link', { name: 'Open Customers' }).waitFor();
    expect(await send.getByRole('button', { name: 'Send claim' }).isDisabled()).toBe(true);
    await send.getByRole('button', { name: 'Cancel' }).click();

    // The carrier sends the claim from its panel, to the customer's billing contact.
    await setContacts([{ name: 'Accounts Payable', email: apEmail }]);
    await carrier.page.reload();
    await panel.getByRole('button', { name: 'Send claim' }).click();
    await send.getByRole('list', { name: 'Recipients' }).getByText(apEmail).waitFor();
    await send.getByRole('button', { name: 'Send claim' }).click();
    await panel.getByText('Sent', { exact: true }).first().waitFor();

    // The dev mailbox holds the email with the invoice PDF and the link.
    const inbox = await fetch(`${BASE_URL}/api/dev/mailbox/messages?to=${encodeURIComponent(apEmail)}`);
    const { messages } = (await inbox.json()) as {
      messages: { subject: string; attachments: { filename: string; url: string }[] }[];
    };
    expect(messages[0]?.subject).toContain(number);
    expect(messages[0]?.attachments.map((a) => a.filename)).toEqual([`invoice-${number}.pdf`]);
    const pdf = await fetch(`${BASE_URL}${messages[0]?.attachments[0]?.url}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const path = await payerPath(apEmail, new RegExp(number));

    // A signed-out browser opens the link, sees the evidence verified and disputes with a counter-amount.
    const payer = await newPage(browser, { viewport: { width: 375, height: 812 } });
    await payer.page.goto(path);
    const evidence = payer.page.getByRole('region', { name: 'Evidence' });
    await evidence.getByTestId('evidence-summary').getByText('All 2 files unchanged since upload').waitFor();
    await payer.page.getByRole('radio', { name: /Dispute/ }).check();
    await payer.page.getByLabel('Reason').selectOption('free_time');
    await payer.page.getByLabel('Comment').fill('Our agreement gives 3 hours free.');
    await payer.page.getByLabel('Counter-amount in dollars (optional)').fill('50.00');
    await payer.page.getByRole('button', { name: 'Send dispute' }).click();
    await payer.page.getByRole('region', { name: 'Your answer' }).getByText('Your answer was sent').waitFor();

    // The carrier sees it live, without reloading, and replies with a new document.
    const answer = carrier.page.getByTestId('payer-answer');
    await answer.getByText('Our agreement gives 3 hours free.').waitFor();
    expect(await answer.getByTestId('payer-counter').textContent()).toBe('$50.00');
    await answer.getByRole('button', { name: 'Reply to payer' }).click();
    const reply = carrier.page.getByRole('form', { name: 'Reply to payer' });
    await reply.getByLabel('Your reply').fill('The gate log shows the truck held until 4:40 PM.');
    await reply.getByTestId('reply-files').setInputFiles({
      name: 'gate-log.png',
      mimeType: 'image/png',
      buffer: dockPhoto(48, 32),
    });
    await reply.getByText('gate-log.png').first().waitFor();
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await panel.getByText('Sent', { exact: true }).first().waitFor();

    // The payer's email carries the reply; the page shows it and the new file, and the payer approves.
    const replyMail = await latestMail(BASE_URL, apEmail);
    expect(replyMail.text).toContain('The gate log shows the truck held until 4:40 PM.');
    await payer.page.goto(new URL(linkIn(replyMail)).pathname);
    const exchange = payer.page.getByTestId('payer-exchange');
    await exchange.getByText('The gate log shows the truck held until 4:40 PM.').waitFor();
    await evidence.getByTestId('evidence-summary').getByText('All 3 files unchanged since upload').waitFor();
    await payer.page.getByRole('radio', { name: /Approve/ }).check();
    await payer.page.getByLabel('PO number (optional)').fill('PO-4500123');
    await payer.page.getByRole('button', { name: 'Approve claim' }).click();
    await payer.page.getByRole('region', { name: 'Your answer' }).getByText('Your answer was sent').waitFor();
    await panel.getByText('Approved', { exact: true }).first().waitFor();

    // Past its due date the payer is reminded once per step; the carrier records the payment; reminders stop.
    const claimRead = await carrierCall(carrier.page, 'GET', '/api/claims?pageSize=100');
    const dueAt = (claimRead.body as { claims: { number: string; dueAt: number }[] }).claims.find(
      (c) => c.number === number,
    )?.dueAt;
    expect(dueAt).toBeGreaterThan(Date.now());
    const sweep = (days: number) =>
      // The sweep's clock moved past the due date for this claim only: every other claim stays as it is.
      fetch(`${BASE_URL}/api/dev/payer-reminders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE_URL },
        body: JSON.stringify({ now: (dueAt ?? 0) + days * 86_400_000 + 60_000, claimId: id }),
      });
    const reminders = async () => {
      const res = await fetch(`${BASE_URL}/api/dev/mailbox/messages?to=${encodeURIComponent(apEmail)}`);
      return ((await res.json()) as { messages: { kind: string }[] }).messages.filter(
        (m) => m.kind === 'payer_reminder',
      ).length;
    };
    expect((await sweep(7)).status).toBe(200);
    expect(await reminders()).toBe(1);
    await panel.getByRole('button', { name: 'Mark paid' }).click();
    const pay = carrier.page.getByRole('dialog', { name: /Record a payment/ });
    await pay.getByLabel('Reference').fill('ACH-771-204');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await panel.getByText('Paid', { exact: true }).first().waitFor();
    expect((await sweep(14)).status).toBe(200);
    expect((await sweep(60)).status).toBe(200);
    expect(await reminders()).toBe(1);
    await payer.page.reload();
    await payer.page.getByTestId('payer-answer-state').getByText(/paid/i).first().waitFor();

    expect(carrier.errors).toEqual([]);
    expect(payer.errors).toEqual([]);
    await carrier.context.close();
    await payer.context.close();
  });
});
