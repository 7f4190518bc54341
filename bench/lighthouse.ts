/**
 * Lighthouse's mobile preset (simulated slow 4G, 4× CPU) on each main screen, driving Debian's Chromium:
 * performance score, LCP, TBT and CLS, each the median of several runs. Signed-in screens get the session
 * cookie through Lighthouse's extra headers (sent on every request the page makes, fetches included).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

/** The targets for every screen. */
export const LIGHTHOUSE_TARGETS = { score: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02 };

export interface LighthouseScreen {
  name: string;
  path: string;
  signedIn: boolean;
}

export interface LighthouseResult {
  name: string;
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Each run's figures, to judge the spread on a shared machine. */
  runs: LighthouseFigures[];
}

interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The screens measured: the landing page as a visitor, the main signed-in screens as the demo admin. */
export function lighthouseScreens(eventId: string): LighthouseScreen[] {
  return [
    { name: '/ (signed out)', path: '/', signedIn: false },
    { name: '/dashboard', path: '/dashboard', signedIn: true },
    { name: '/events', path: '/events', signedIn: true },
    { name: '/events/:id', path: `/events/${eventId}`, signedIn: true },
    { name: '/documents', path: '/documents', signedIn: true },
    { name: '/reports', path: '/reports', signedIn: true },
    { name: '/settings', path: '/settings', signedIn: true },
  ];
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Starts headless Chromium on a free debugging port (read from the profile's DevToolsActivePort file). */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'dwell-lighthouse-'));
  const child = spawn(
    '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    } catch {
      // Already gone.
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    try {
      const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) return { port, stop };
    } catch {
      // Not written yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('Chromium did not open its debugging port');
}

/** One Lighthouse run of a URL in the mobile preset, performance only. */
async function runOnce(port: number, url: string, cookie: string | undefined): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (lhr.finalDisplayedUrl !== url) console.warn(`lighthouse: ${url} ended on ${lhr.finalDisplayedUrl}`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
  };
}

/**
 * Measures each screen `runs` times (a fresh Chromium per run, so no cache or service worker carries over)
 * and answers the median of each figure.
 */
export async function measureLighthouse(
  baseUrl: string,
  screens: LighthouseScreen[],
  cookie: string,
  runs = 3,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const screen of screens) {
    const figures: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run++) {
      const chromium = await startChromium();
      try {
        figures.push(await runOnce(chromium.port, `${baseUrl}${screen.path}`, screen.signedIn ? cookie : undefined));
      } finally {
        await chromium.stop();
      }
    }
    const pick = (k: keyof LighthouseFigures) => median(figures.map((f) => f[k]));
    results.push({
      name: screen.name,
      path: screen.path,
      score: pick('score'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      runs: figures,
    });
    console.log(`lighthouse ${screen.name}: ${JSON.stringify(results.at(-1))}`);
  }
  return results;
}
