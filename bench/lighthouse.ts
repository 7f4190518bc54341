/**
 * Lighthouse's mobile preset (simulated slow 4G, 4× CPU) on each main screen, driving Debian's Chromium:
 * performance score, LCP, TBT and CLS, each the median of several runs. Signed-in screens run in a browser
 * whose cookie jar holds the session, as a phone's after sign-in does (Lighthouse's storage reset leaves cookies).
 * Not through Lighthouse's extra headers: Chromium sends the jar's cookies instead of an extra Cookie header
 * once the jar holds one for the site, so the first cookie the app writes (the time zone's) would sign out
 * every later request.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { jarCookie } from './sign-in.ts';

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
  /** The median of the runs' `mainThreadShare`. */
  mainThreadShare?: number;
  /** The median of the runs' `ownBlockingMs`. */
  ownBlockingMs?: number;
  /** Each run's figures, to judge the spread on a shared machine. */
  runs: LighthouseFigures[];
}

interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * How much of a processor core the page's main thread had in its long tasks (those of 12.5 ms or more, which pass
   * 50 ms at 4×): their CPU time over their length, 0–1. Near 1 on an idle machine. Below, the thread was off the
   * processor for the rest: on a 2-core machine, waiting while the cores ran the local server, the browser's other
   * processes and threads and Lighthouse. The 4× simulation counts that wait as blocking time all the same.
   */
  mainThreadShare?: number;
  /**
   * The blocking time of the page's own work: Lighthouse's sum (each main-thread task at 4×, less 50 ms, from the
   * first paint on) over the tasks' CPU time rather than their length, to the end of the load. What TBT would be
   * with a core to the page's main thread; unlike TBT, it barely moves with the machine's other load, so it tells
   * whether a change to the page cut its work.
   */
  ownBlockingMs?: number;
}

/** Lighthouse's mobile preset slows the CPU 4×. */
const CPU_SLOWDOWN = 4;
/** A task longer than this (at 4×) is a long task; TBT counts what it blocks beyond it. */
const LONG_TASK_MS = 50;

/** A Lighthouse trace, as far as the figures below read it. */
type Trace = { traceEvents: { name: string; ts: number; dur?: number; tdur?: number }[] };

/**
 * A trace's `mainThreadShare` and `ownBlockingMs` (see LighthouseFigures), each left out when the trace has
 * nothing to judge it by (no long task; a page's main thread or first paint that cannot be told).
 */
export function mainThreadFigures(trace: Trace): Pick<LighthouseFigures, 'mainThreadShare' | 'ownBlockingMs'> {
  let processed: ReturnType<typeof TraceProcessor.processTrace>;
  try {
    processed = TraceProcessor.processTrace(trace as never);
  } catch {
    return {};
  }
  const { mainThreadEvents, timeOriginEvt } = processed;
  let firstPaint: number | undefined;
  try {
    firstPaint = TraceProcessor.processNavigation(processed).timestamps.firstContentfulPaint;
  } catch {
    // No first paint: the own blocking time is left out.
  }
  let wall = 0;
  let cpu = 0;
  let blocking = 0;
  for (const event of mainThreadEvents) {
    if (!TraceProcessor.isScheduleableTask(event) || event.ts < timeOriginEvt.ts) continue;
    const ms = (event.tdur ?? 0) / 1000;
    if (firstPaint !== undefined && event.ts >= firstPaint) blocking += Math.max(0, ms * CPU_SLOWDOWN - LONG_TASK_MS);
    if ((event.dur ?? 0) < (LONG_TASK_MS * 1000) / CPU_SLOWDOWN) continue;
    wall += event.dur ?? 0;
    cpu += event.tdur ?? 0;
  }
  return {
    ...(wall > 0 ? { mainThreadShare: Math.round((cpu / wall) * 100) / 100 } : {}),
    ...(firstPaint !== undefined ? { ownBlockingMs: Math.round(blocking) } : {}),
  };
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

interface Chromium {
  port: number;
  /** The browser's DevTools WebSocket address. */
  endpoint: string;
  stop: () => Promise<void>;
}

/** Starts headless Chromium on a free debugging port (read from the profile's DevToolsActivePort file). */
async function startChromium(): Promise<Chromium> {
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
      const [port, path] = readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n');
      if (Number(port) > 0 && path) return { port: Number(port), endpoint: `ws://127.0.0.1:${port}${path}`, stop };
    } catch {
      // Not written yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('Chromium did not open its debugging port');
}

/** Puts the cookies (`Set-Cookie` lines) of `url`'s site into the browser's jar, through its DevTools endpoint. */
async function putCookies(endpoint: string, url: string, setCookies: string[]): Promise<void> {
  const socket = new WebSocket(endpoint);
  try {
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', () => reject(new Error(`no DevTools connection at ${endpoint}`)), {
        once: true,
      });
    });
    const answer = new Promise<{ error?: { message: string } }>((resolve) =>
      socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))), { once: true }),
    );
    const cookies = setCookies.map((line) => jarCookie(line, url));
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
    const { error } = await answer;
    if (error) throw new Error(`the browser refused the cookies: ${error.message}`);
  } finally {
    socket.close();
  }
}

/**
 * One Lighthouse run of a URL in the mobile preset, performance only. A signed-in screen whose page was
 * answered 401 anywhere measured a signed-out page in part: the run fails rather than report it.
 */
async function runOnce(port: number, url: string, signedIn: boolean): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (lhr.finalDisplayedUrl !== url) console.warn(`lighthouse: ${url} ended on ${lhr.finalDisplayedUrl}`);
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] })
    ?.items;
  const refused = signedIn ? (requests ?? []).filter((r) => r.statusCode === 401).map((r) => r.url) : [];
  if (refused.length > 0) throw new Error(`Lighthouse on ${url}: signed out mid-run (401 on ${refused.join(', ')})`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    ...mainThreadFigures(result.artifacts.Trace),
  };
}

/**
 * Measures each screen `runs` times (a fresh Chromium per run, so no cache or service worker carries over)
 * and answers the median of each figure. `cookies`: the signed-in user's, as `Set-Cookie` lines.
 */
export async function measureLighthouse(
  baseUrl: string,
  screens: LighthouseScreen[],
  cookies: string[],
  runs = 3,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const screen of screens) {
    const figures: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run++) {
      const chromium = await startChromium();
      try {
        if (screen.signedIn) await putCookies(chromium.endpoint, baseUrl, cookies);
        figures.push(await runOnce(chromium.port, `${baseUrl}${screen.path}`, screen.signedIn));
      } finally {
        await chromium.stop();
      }
    }
    const pick = (k: 'score' | 'lcpMs' | 'tbtMs' | 'cls') => median(figures.map((f) => f[k]));
    const measured = (k: 'mainThreadShare' | 'ownBlockingMs') => {
      const values = figures.flatMap((f) => (f[k] === undefined ? [] : [f[k]]));
      return values.length > 0 ? { [k]: median(values) } : {};
    };
    results.push({
      name: screen.name,
      path: screen.path,
      score: pick('score'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      ...measured('mainThreadShare'),
      ...measured('ownBlockingMs'),
      runs: figures,
    });
    console.log(`lighthouse ${screen.name}: ${JSON.stringify(results.at(-1))}`);
  }
  return results;
}
