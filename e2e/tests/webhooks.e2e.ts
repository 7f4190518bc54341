/**
 * Webhooks out (issue 23), end to end on the running stack with its real queues (wrangler's local Cloudflare
 * Queues): the demo admin registers a local receiver on Settings → Webhooks and copies the signing secret; a
 * stop logged in the UI reaches the receiver as a signed event.created; while the receiver is down the
 * delivery is retried with backoff and arrives once it is back; kept down past the last attempt it lands in
 * the dead-letter list (Failed), and Replay delivers it with the same idempotency id.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInThroughForm } from '../lib/auth.ts';
import { launchBrowser, newPage } from '../lib/browser.ts';

const PORT = Number(process.env.E2E_RECEIVER_PORT ?? 8801);
const RECEIVER = `http://127.0.0.1:${PORT}/dwell-hooks`;
const RUN = Date.now().toString(36);

interface Received {
  id: string;
  signature: string;
  body: string;
  json: {
    id: string;
    type: string;
    createdAt: string;
    data: { id: string; facilityName: string; checkInTime: string };
  };
}

/** A receiver as a customer would run it: it records each POST and answers 200; stop() takes it off the network. */
class Receiver {
  received: Received[] = [];
  private server: Server | null = null;
  start() {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        this.received.push({
          id: String(req.headers['dwell-webhook-id']),
          signature: String(req.headers['dwell-signature']),
          body,
          json: JSON.parse(body),
        });
        res.writeHead(200).end('ok');
      });
    });
    this.server = server;
    return new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  }
  stop() {
    const server = this.server;
    this.server = null;
    return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
  /** The deliveries about the stop at `facility`. */
  about(facility: string) {
    return this.received.filter((r) => r.json.data.facilityName === facility);
  }
}

/** Checks a Dwell-Signature header the way the API reference tells a receiver to. */
function signedWith(secret: string, header: string, body: string): boolean {
  const parts = header.split(',');
  const t = parts.find((p) => p.startsWith('t='))?.slice(2) ?? '';
  if (Math.abs(Number(t) - Date.now() / 1000) > 300) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  return parts
    .filter((p) => p.startsWith('v1='))
    .some((p) => {
      const given = Buffer.from(p.slice(3));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** Logs a stop through the New Detention Event form. */
async function logStopInUi(page: Page, facility: string) {
  await page.goto('/events/new');
  await page.getByRole('heading', { name: 'New Detention Event' }).waitFor();
  await page.getByLabel('Location name').fill(facility);
  await page.getByLabel('Shipper/Receiver name').fill('E2E Webhook Foods');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await page.getByText('Detention Event created successfully!').waitFor();
}

/** The deliveries row of the stop's event.created on Settings → Webhooks (rows name the event id). */
const deliveryRow = (page: Page, deliveryId: string) => page.locator(`tr[data-delivery="${deliveryId}"]`);

/** The newest delivery of the demo company (what the API lists), as the screen reads it. */
async function newestDelivery(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/webhooks/deliveries?limit=1');
    const body = (await res.json()) as { deliveries: { id: string; status: string; attempts: number }[] };
    return body.deliveries[0];
  });
}

describe('webhooks out', () => {
  let browser: Browser;
  const receiver = new Receiver();
  beforeAll(async () => {
    browser = await launchBrowser();
    await receiver.start();
  });
  afterAll(async () => {
    await receiver.stop();
    await browser.close();
  });

  it('delivers a signed event.created, retries while the receiver is down, dead-letters it, and Replay delivers it', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await signInThroughForm(page, DEMO.email, DEMO.password);
    await page.waitForURL('**/dashboard');

    // Register the receiver; the signing secret is shown once.
    await page.goto('/settings');
    await page.getByRole('link', { name: /Webhooks/ }).click();
    await page.waitForURL('**/settings/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByLabel('Endpoint URL').fill(RECEIVER);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByRole('textbox', { name: 'Signing secret' });
    await shown.waitFor();
    const secret = await shown.inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await page.getByText(RECEIVER).first().waitFor();

    // 1. A stop logged in the UI reaches the receiver, signed.
    const first = `E2E Hook Dock ${RUN}`;
    await logStopInUi(page, first);
    await expect.poll(() => receiver.about(first).length, { timeout: 20_000 }).toBe(1);
    const [got] = receiver.about(first);
    expect(got?.json.type).toBe('event.created');
    expect(got?.json.id).toBe(got?.id);
    expect(got?.json.data.checkInTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(signedWith(secret, got?.signature ?? '', got?.body ?? '')).toBe(true);
    expect(signedWith('whsec_not_the_secret', got?.signature ?? '', got?.body ?? '')).toBe(false);

    // 2. The receiver is down: the first attempt fails, a retry after it arrives once the receiver is back.
    await receiver.stop();
    const second = `E2E Hook Dock ${RUN}-retry`;
    await logStopInUi(page, second);
    await expect.poll(async () => (await newestDelivery(page))?.status, { timeout: 20_000 }).toBe('retrying');
    await receiver.start();
    await expect.poll(() => receiver.about(second).length, { timeout: 30_000 }).toBe(1);
    const retried = await newestDelivery(page);
    expect(retried?.status).toBe('delivered');
    expect(retried?.attempts).toBeGreaterThanOrEqual(2);
    expect(signedWith(secret, receiver.about(second)[0]?.signature ?? '', receiver.about(second)[0]?.body ?? '')).toBe(
      true,
    );

    // 3. Down past the last attempt (4 attempts over 14 s): the delivery is dead, listed as Failed.
    await receiver.stop();
    const third = `E2E Hook Dock ${RUN}-dead`;
    await logStopInUi(page, third);
    await expect
      .poll(async () => (await newestDelivery(page))?.status, { timeout: 60_000, interval: 1000 })
      .toBe('dead');
    const dead = await newestDelivery(page);
    expect(dead?.attempts).toBe(4);
    await page.goto('/settings/webhooks');
    const row = deliveryRow(page, dead?.id ?? '');
    await row.getByText('Failed').waitFor();
    await row.getByText(/No answer · \d+ ms · 4 attempts/).waitFor();

    // Replay, with the receiver back: the same delivery id arrives, and the row reads Delivered.
    await receiver.start();
    await row.getByRole('button', { name: /^Replay/ }).click();
    await page.getByText('Delivery queued again').first().waitFor();
    await expect.poll(() => receiver.about(third).length, { timeout: 20_000 }).toBe(1);
    expect(receiver.about(third)[0]?.id).toBe(dead?.id);
    await row.getByText('Delivered').waitFor({ timeout: 15_000 });
    await row.getByText('Replayed 1×').waitFor();

    // Tidy up: later tests' stops are not sent to a receiver that is gone.
    await page.getByRole('button', { name: 'Remove' }).first().click();
    await page.getByRole('button', { name: 'Remove endpoint' }).click();
    await page.getByText('Endpoint removed').first().waitFor();
    await page.getByText('No endpoint yet').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
