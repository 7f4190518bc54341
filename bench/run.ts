/**
 * npm run bench: builds the app, loads a benchmark fleet into a fresh local D1, starts the worker on
 * loopback and measures the API (req/s, p50, p99, ratio to /api/health), how the event routes scale with
 * the company's size, what spreading companies over databases costs, the front-end bundle sizes, page loads and
 * Lighthouse's mobile figures per screen.
 * Writes bench/results/latest.json and bench/results/SUMMARY.md. `npm run bench -- lighthouse` runs only
 * Lighthouse (bench/lighthouse-run.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { hashPassword } from '@dwell/core/server/password';
import { buildAll } from '../scripts/build.mjs';
import { ROOT } from '../scripts/lib.mjs';
import { startStack } from '../scripts/stack.mjs';
import { measureBundles } from './frontend-size.ts';
import { type BenchCompany, generateFleet } from './generate.ts';
import { withLoader } from './loader.ts';
import { measure, measureAll, type RouteResult } from './load.ts';
import { lighthouseBench, runLighthouseAlone } from './lighthouse-run.ts';
import { lighthouseSummary, withLighthouseSection } from './lighthouse-summary.ts';
import { measurePageLoad } from './page-load.ts';
import { ROUTES, SCALING, type Companies } from './routes.ts';
import { signIn } from './sign-in.ts';
import { addBenchAdmin, measureSplit } from './split.ts';
import { summary } from './summary.ts';

const PASSWORD = 'BenchPass!2026';
const PORT = Number(process.env.BENCH_PORT ?? 8797);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);

const company = (id: string, events: number): BenchCompany => ({
  id,
  ownerId: `${id}_owner`,
  email: `${id}@bench.test`,
  events,
});
const fleet: BenchCompany[] = [
  ...Array.from({ length: 50 }, (_, i) => company(`bs${String(i + 1).padStart(2, '0')}`, 10_000)),
  company('bxl', 100_000),
  company('b1k', 1_000),
];

async function prepare(persistTo: string): Promise<void> {
  const started = Date.now();
  const hash = await hashPassword(PASSWORD);
  await withLoader(persistTo, async (loader) => {
    await generateFleet(loader, fleet, hash);
    await addBenchAdmin(loader, hash);
  });
  const events = fleet.reduce((n, c) => n + c.events, 0);
  console.log(
    `generated ${fleet.length} companies, ${events} events in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

const login = (baseUrl: string, email: string) => signIn(baseUrl, email, PASSWORD);

/** A route is measured only once it exists: a 404 on its path means its feature has not landed yet. */
async function available(baseUrl: string, path: string, cookie: string): Promise<boolean> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  return res.status !== 404 || !(await res.text()).includes('"code":"not_found","message":"Not found"');
}

if (process.argv.includes('lighthouse')) {
  await runLighthouseAlone(process.argv.includes('--baseline'), !process.argv.includes('--no-build'));
  process.exit(0);
}

const persistTo = mkdtempSync(join(tmpdir(), 'dwell-bench-'));
await buildAll();
const stack = await startStack({ port: PORT, persistTo, quiet: true, prepare: () => prepare(persistTo) });
try {
  const companies: Companies = {
    s01: await login(stack.url, 'bs01@bench.test'),
    xl: await login(stack.url, 'bxl@bench.test'),
    k1: await login(stack.url, 'b1k@bench.test'),
  };
  const routes = [];
  const missing: string[] = [];
  for (const spec of ROUTES(companies)) {
    if (await available(stack.url, spec.probe ?? spec.path, spec.headers?.cookie ?? '')) routes.push(spec);
    else missing.push(spec.name);
  }
  const api = await measureAll(stack.url, routes, SECONDS);

  const scaling: { name: string; sizes: Record<string, RouteResult> }[] = [];
  for (const row of SCALING(companies)) {
    if (!(await available(stack.url, row.path, companies.k1))) continue;
    const sizes: Record<string, RouteResult> = {};
    for (const [size, cookie] of [
      ['1k', companies.k1],
      ['10k', companies.s01],
      ['100k', companies.xl],
    ] as const) {
      sizes[size] = await measure(
        stack.url,
        { name: `${row.name} ${size}`, path: row.path, headers: { cookie } },
        SECONDS,
      );
    }
    scaling.push({ name: row.name, sizes });
  }

  const split = await measureSplit(stack.url, PASSWORD, SECONDS);

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const signIn = async (page: Page) => {
    const [name, value] = companies.s01.split('=');
    await page.context().addCookies([
      {
        name: name ?? '',
        value: value ?? '',
        domain: '127.0.0.1',
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
  };
  const bundles = await measureBundles(
    async () => (await browser.newContext({ baseURL: stack.url })).newPage(),
    signIn,
  );
  const pageLoad = await measurePageLoad(browser, stack.url, signIn);
  await browser.close();
  const lighthouse = await lighthouseBench(stack.url, false);

  const results = {
    date: new Date().toISOString(),
    machine: { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown', node: process.version },
    fleet: { companies: fleet.length, events: fleet.reduce((n, c) => n + c.events, 0) },
    secondsPerRoute: SECONDS,
    api,
    notMeasured: missing,
    scaling,
    split,
    bundles,
    pageLoad,
    lighthouse: lighthouse.results,
  };
  writeFileSync(join(ROOT, 'bench', 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const markdown = withLighthouseSection(
    summary(results),
    lighthouseSummary(lighthouse.results, lighthouse.before, results.date),
  );
  writeFileSync(join(ROOT, 'bench', 'results', 'SUMMARY.md'), markdown);
  console.log(markdown);
} finally {
  stack.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
