import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByApi } from '../lib/auth.ts';
import { launchBrowser, newPage } from '../lib/browser.ts';
import { noise, noisyPng } from '../lib/png.ts';

const FILES = {
  png: { name: 'dock-door-4.png', type: 'image/png', bytes: noisyPng() },
  jpg: {
    name: 'trailer-seal.jpg',
    type: 'image/jpeg',
    bytes: Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
      Buffer.from('JFIF\0'),
      noise(100_000, 11),
      Buffer.from([0xff, 0xd9]),
    ]),
  },
  pdf: {
    name: 'BOL 4471 signed.pdf',
    type: 'application/pdf',
    bytes: Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), noise(100_000, 13), Buffer.from('\n%%EOF\n')]),
  },
};

type Dropped = { name: string; type: string; base64: string };
const asDropped = (files: { name: string; type: string; bytes: Buffer }[]): Dropped[] =>
  files.map((f) => ({ name: f.name, type: f.type, base64: f.bytes.toString('base64') }));

/** Drops files on the drop zone the way a desktop drag does: a drop event carrying a DataTransfer. */
async function dropFiles(page: Page, files: Dropped[]): Promise<void> {
  const transfer = await page.evaluateHandle((list: Dropped[]) => {
    const data = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      data.items.add(new File([bytes], f.name, { type: f.type, lastModified: Date.UTC(2025, 0, 5, 15, 4) }));
    }
    return data;
  }, files);
  const zone = page.getByTestId('drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

declare global {
  var axe: { run: (context: string, options: object) => Promise<{ violations: { id: string; impact: string }[] }> };
}

/** WCAG 2 A/AA problems axe finds inside the documents area (evaluated, so the page's CSP does not block it). */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const source = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  return page.evaluate(async () => {
    const result = await globalThis.axe.run('[data-remote="documents"]', {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    });
    return result.violations.map((v) => `${v.impact}: ${v.id}`);
  });
}

async function signIn(page: Page): Promise<void> {
  expect(await signInByApi(page)).toBe(200);
}

describe('documents', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('drag three files → progress → listed with icons → search and filter → archive → restore → download → delete', async () => {
    const { context, page, errors } = await newPage(browser);
    await signIn(page);
    await page.goto('/documents/ev_demo_live_1');
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await page.getByText('Event documents').waitFor();
    await page.getByText('Upload documents to get started').waitFor();
    await page.getByText('Supported formats: PNG, JPG, PDF (max 5MB)').waitFor();
    const uploadButton = page.getByRole('button', { name: 'Upload Files' });
    expect(await uploadButton.isDisabled()).toBe(true);

    // Refused in the browser before anything is sent: a '.png' that is HTML, and too many files at once.
    await dropFiles(page, [
      { name: 'fake.png', type: 'image/png', base64: Buffer.from('<html><script>1</script>').toString('base64') },
    ]);
    await page.getByText('fake.png: File type must be one of PNG, JPG, PDF').waitFor();
    await dropFiles(page, asDropped(Array.from({ length: 11 }, (_, i) => ({ ...FILES.pdf, name: `p${i}.pdf` }))));
    await page.getByTestId('toast').getByText('Too many files', { exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'Selected files' }).count()).toBe(0);

    await dropFiles(page, asDropped([FILES.png, FILES.jpg, FILES.pdf]));
    const selected = page.getByRole('list', { name: 'Selected files' });
    for (const file of Object.values(FILES)) await selected.getByText(file.name).waitFor();
    await page.getByLabel('Category', { exact: true }).selectOption('detention');
    await page.getByLabel('Description (optional)').fill('Door 4, waited from 08:10');

    // Slow the network so the per-file progress can be watched.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    await uploadButton.click();
    await page.getByRole('button', { name: 'Uploading...' }).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="progressbar"]')].some((bar) => {
        const value = Number(bar.getAttribute('aria-valuenow'));
        return value > 0 && value < 100;
      }),
    );
    await page.getByTestId('toast').getByText('Documents uploaded successfully').waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // The panel clears: no selection, no description, category back to Other.
    expect(await selected.count()).toBe(0);
    expect(await page.getByLabel('Description (optional)').inputValue()).toBe('');
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('other');

    const cards = page.getByTestId('document-card');
    await expect.poll(() => cards.count()).toBe(3);
    const icon = (name: string) => page.getByRole('article', { name }).locator('[data-icon]').getAttribute('data-icon');
    expect(await icon(FILES.png.name)).toBe('image');
    expect(await icon(FILES.jpg.name)).toBe('image');
    expect(await icon(FILES.pdf.name)).toBe('pdf');
    const pdfCard = page.getByRole('article', { name: FILES.pdf.name });
    await pdfCard.getByText('Door 4, waited from 08:10').waitFor();
    await pdfCard.getByText('Detention Proof').waitFor();
    expect(await pdfCard.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M$/).count()).toBe(1);
    expect(await accessibilityProblems(page)).toEqual([]);

    // Search and filter.
    const search = page.getByPlaceholder('Search documents...');
    await search.fill('bol 4471');
    await expect.poll(() => cards.count()).toBe(1);
    await search.fill('no such thing');
    await page.getByText('No documents found').waitFor();
    await page.getByText('Try adjusting your search or filters').waitFor();
    await search.fill('');
    await expect.poll(() => cards.count()).toBe(3);
    const filter = page.getByLabel('Filter by category');
    await filter.selectOption({ label: 'Billing Documents' });
    await page.getByText('No documents found').waitFor();
    await filter.selectOption({ label: 'Detention Proof' });
    await expect.poll(() => cards.count()).toBe(3);
    await filter.selectOption({ label: 'All Documents' });

    // Archive, then restore.
    const pngCard = page.getByRole('article', { name: FILES.png.name });
    await pngCard.getByRole('button', { name: `Archive ${FILES.png.name}` }).click();
    await page.getByTestId('toast').getByText('Document archived successfully').waitFor();
    await pngCard.getByText('Archived', { exact: true }).waitFor();
    await pngCard.getByRole('button', { name: `Restore ${FILES.png.name}` }).click();
    await page.getByTestId('toast').getByText('Document restored successfully').waitFor();
    await pngCard.getByRole('button', { name: `Archive ${FILES.png.name}` }).waitFor();
    expect(await pngCard.getByText('Archived', { exact: true }).count()).toBe(0);

    // Download gives the identical bytes under the original name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      pdfCard.getByRole('button', { name: `Download ${FILES.pdf.name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(FILES.pdf.name);
    const saved = await readFile((await download.path()) ?? '');
    expect(saved.equals(FILES.pdf.bytes)).toBe(true);

    // Delete asks first; Cancel keeps the document.
    const jpgCard = page.getByRole('article', { name: FILES.jpg.name });
    await jpgCard.getByRole('button', { name: `Delete ${FILES.jpg.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete document' });
    await dialog.getByText('Are you sure you want to delete this document?').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);
    await jpgCard.getByRole('button', { name: `Delete ${FILES.jpg.name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('toast').getByText('Document deleted successfully').waitFor();
    await expect.poll(() => cards.count()).toBe(2);

    // The event's evidence log holds every step and still verifies.
    await page.getByRole('button', { name: 'Verify evidence' }).click();
    await page.getByText('Evidence log intact (6 entries)').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages a long list: a page of cards from the API, Next and Previous, a new search from the first page', async () => {
    const { context, page, errors } = await newPage(browser);
    await signIn(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/documents') asked.push(url.search);
    });
    await page.goto('/documents');
    const cards = page.getByTestId('document-card');
    await expect.poll(() => cards.count()).toBe(24);
    const total = await page.evaluate(
      async () => ((await (await fetch('/api/documents?pageSize=1')).json()) as { total: number }).total,
    );
    const pages = Math.ceil(total / 24);
    expect(pages).toBeGreaterThan(2);
    const nav = page.getByRole('navigation', { name: 'Pages' });
    await nav.getByText(`Page 1 of ${pages}`).waitFor();
    expect(await nav.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    const firstOnPage = () => cards.first().getAttribute('aria-label');
    const first = await firstOnPage();

    await nav.getByRole('button', { name: 'Next' }).click();
    await nav.getByText(`Page 2 of ${pages}`).waitFor();
    await expect.poll(firstOnPage).not.toBe(first);
    expect(await cards.count()).toBe(24);
    expect(asked.some((q) => q.includes('page=2&pageSize=24'))).toBe(true);
    await nav.getByRole('button', { name: 'Previous' }).click();
    await nav.getByText(`Page 1 of ${pages}`).waitFor();
    await expect.poll(firstOnPage).toBe(first);

    // A search starts again from its own first page.
    await nav.getByRole('button', { name: 'Next' }).click();
    await nav.getByText(`Page 2 of ${pages}`).waitFor();
    await page.getByLabel('Search documents').fill('zz-no-such-document');
    await page.getByText('No documents found').waitFor();
    expect(await nav.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("verifies the seeded demo evidence, and hides another company's documents", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    const result = await page.evaluate(async () => {
      const list = (await (await fetch('/api/documents?sort=date&dir=asc')).json()) as {
        documents: { id: string; eventId: string | null }[];
        total: number;
      };
      const first = list.documents.find((d) => d.eventId);
      const verify = await (await fetch(`/api/evidence/${first?.eventId}/verify`)).json();
      const foreign = await fetch('/api/documents/doc_not_ours/download');
      return { count: list.total, verify, foreign: foreign.status };
    });
    expect(result.count).toBeGreaterThan(100);
    expect(result.verify).toMatchObject({ ok: true });
    expect(result.foreign).toBe(404);
    await context.close();
  });
});
