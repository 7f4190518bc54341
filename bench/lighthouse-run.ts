/**
 * npm run bench:lighthouse (or npm run bench -- lighthouse): builds the app, starts it on a fresh local D1 with
 * the demo seed, signs in as the demo carrier admin and runs Lighthouse's mobile preset on each main screen.
 * Writes bench/results/lighthouse.json and the Lighthouse section of SUMMARY.md. With `--baseline` the figures
 * are kept as the "before" of the comparison (bench/results/lighthouse-before.json) instead; `--no-build`
 * measures the front ends as last built.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@dwell/db/seed/demo-data';
import { buildAll } from '../scripts/build.mjs';
import { ROOT } from '../scripts/lib.mjs';
import { startStack } from '../scripts/stack.mjs';
import { type LighthouseResult, lighthouseScreens, measureLighthouse } from './lighthouse.ts';
import { lighthouseSummary, withLighthouseSection } from './lighthouse-summary.ts';
import { cookiePair, sessionSetCookie } from './sign-in.ts';
import { TIME_ZONE_COOKIE } from '@dwell/core/prerender';

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const RESULTS = join(ROOT, 'bench', 'results');

/**
 * The cookies of the demo carrier admin's phone, as `Set-Cookie` lines: their session, and the time zone the app
 * set on an earlier visit (this machine's, which is also the measuring browser's).
 */
export const demoCookies = async (baseUrl: string): Promise<string[]> => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [
    await sessionSetCookie(baseUrl, DEMO_EMAIL, DEMO_PASSWORD),
    `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/`,
  ];
};

/** An event of the demo company, for the detail screen. */
export async function demoEventId(baseUrl: string, cookie: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/events?pageSize=1`, { headers: { cookie } });
  const body = (await res.json()) as { events: { id: string }[] };
  const id = body.events[0]?.id;
  if (!id) throw new Error('the demo company has no event');
  return id;
}

export interface LighthouseBench {
  date: string;
  results: LighthouseResult[];
  /** The recorded baseline, when there is one and this run is not it. */
  before: LighthouseResult[] | undefined;
}

/** Measures every screen on a running stack and writes the results and the summary section. */
export async function lighthouseBench(baseUrl: string, baseline: boolean): Promise<LighthouseBench> {
  const cookies = await demoCookies(baseUrl);
  const eventId = await demoEventId(baseUrl, cookies.map(cookiePair).join('; '));
  const results = await measureLighthouse(baseUrl, lighthouseScreens(eventId), cookies);
  const date = new Date().toISOString();
  const file = join(RESULTS, baseline ? 'lighthouse-before.json' : 'lighthouse.json');
  writeFileSync(file, `${JSON.stringify({ date, results }, null, 2)}\n`);
  const beforeFile = join(RESULTS, 'lighthouse-before.json');
  const before =
    !baseline && existsSync(beforeFile)
      ? (JSON.parse(readFileSync(beforeFile, 'utf8')) as { results: LighthouseResult[] }).results
      : undefined;
  const summaryFile = join(RESULTS, 'SUMMARY.md');
  const section = lighthouseSummary(results, before, date);
  writeFileSync(summaryFile, withLighthouseSection(readFileSync(summaryFile, 'utf8'), section));
  console.log(section);
  return { date, results, before };
}

/** Builds, starts the demo stack on a fresh database, runs the Lighthouse bench and stops the stack. */
export async function runLighthouseAlone(baseline: boolean, build = true): Promise<void> {
  const persistTo = mkdtempSync(join(tmpdir(), 'dwell-lighthouse-'));
  if (build) await buildAll();
  const stack = await startStack({ port: PORT, persistTo, quiet: true });
  try {
    await lighthouseBench(stack.url, baseline);
  } finally {
    stack.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

if (import.meta.main)
  await runLighthouseAlone(process.argv.includes('--baseline'), !process.argv.includes('--no-build'));
