import type { RouteResult } from './load.ts';
import { BUDGETS, type BundleSizes } from './frontend-size.ts';
import { type PageLoadResult, TAP_HOLD_MS, WEAK_SIGNAL_PAGE_MS } from './page-load.ts';
import type { SplitResult } from './split.ts';
import { TARGETS } from './routes.ts';

interface Results {
  date: string;
  machine: { cores: number; cpu: string; node: string };
  fleet: { companies: number; events: number };
  secondsPerRoute: number;
  api: RouteResult[];
  notMeasured: string[];
  scaling: { name: string; sizes: Record<string, RouteResult> }[];
  split?: SplitResult[];
  bundles: BundleSizes;
  pageLoad: PageLoadResult;
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/** The Markdown summary of a bench run (bench/results/SUMMARY.md). */
export function summary(r: Results): string {
  const lines = [
    '# Dwell benchmark summary',
    '',
    `Run ${r.date} on ${r.machine.cores} cores (${r.machine.cpu}), Node ${r.machine.node}, local workerd via wrangler dev.`,
    `Data: ${r.fleet.companies} companies, ${r.fleet.events.toLocaleString('en-US')} detention events. Each route: ${r.secondsPerRoute} s, 8 connections, loopback.`,
    '',
    '## API',
    '',
    "Ratio = the route's requests per second divided by /api/health's in the same run (1.0 = as fast as doing nothing).",
    'Alone = the median of the same request sent by one client for 3 s: the time the server spends on it.',
    '',
    row(['route', 'req/s', 'p50 ms', 'p99 ms', 'ratio to health', 'non-2xx', 'alone p50 ms']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...r.api.map((a) =>
      row([a.name, a.requestsPerSecond, a.p50Ms, a.p99Ms, a.ratioToHealth ?? '', a.non2xx, a.aloneP50Ms ?? '']),
    ),
  ];
  if (r.notMeasured.length > 0) lines.push('', `Not measured (feature not built yet): ${r.notMeasured.join(', ')}.`);
  lines.push(...targets(r.api));
  if (r.scaling.length > 0) {
    lines.push(
      '',
      '## Scaling with company size',
      '',
      row(['route', '1k events', '10k events', '100k events']),
      row(['---', '---', '---', '---']),
    );
    for (const s of r.scaling) {
      const cell = (k: string) =>
        s.sizes[k] ? `${s.sizes[k].requestsPerSecond} req/s, p50 ${s.sizes[k].p50Ms} ms` : '—';
      lines.push(row([s.name, cell('1k'), cell('10k'), cell('100k')]));
    }
  }
  if (r.split?.length) {
    lines.push(
      '',
      '## Companies over databases (docs/scaling.md)',
      '',
      'Companies of 10,000 stops each: one in the global database, one in each of two company databases, measured alternately (median of 3 rounds). Target: the split costs at most 10 %.',
      '',
      row(['route', 'one database, req/s', 'company databases, req/s', 'cost', 'met']),
      row(['---', '---:', '---:', '---:', '---']),
      ...r.split.map((s) =>
        row([
          s.route,
          s.oneDatabase,
          s.companyDatabases,
          `${Math.round(s.cost * 1000) / 10} %`,
          s.cost <= 0.1 ? 'yes' : 'no',
        ]),
      ),
    );
  }
  lines.push(
    '',
    '## Front end (gzipped JavaScript, KiB)',
    '',
    `- Shell with its first route (landing page): ${r.bundles.shellFirstLoad} (budget ${BUDGETS.shellFirstLoadKiB})`,
    `- Dashboard opened directly by a signed-in user: ${r.bundles.dashboardFirstLoad} (budget ${BUDGETS.dashboardFirstLoadKiB})`,
    ...Object.entries(r.bundles.remotes).map(
      ([remote, kib]) => `- ${remote} remote on top: ${kib} (budget ${BUDGETS.remoteOnTopKiB})`,
    ),
    '',
    `## Page load (Chromium, CPU throttled 4×, median of ${r.pageLoad.runs} runs)`,
    '',
    `- Landing page LCP: ${r.pageLoad.landingLcpMs} ms`,
    `- Dashboard LCP: ${r.pageLoad.dashboardLcpMs} ms (a returning browser; on a browser's first visit, its zone not told yet, ${r.pageLoad.dashboardFirstVisitLcpMs} ms)`,
    `- Dashboard's longest main-thread task: ${r.pageLoad.dashboardLongestTaskMs} ms (a returning browser; target: none over 100 ms)`,
    `- Dashboard in use: ${r.pageLoad.dashboardInUseMs} ms (the returning browser: its drawn top widget taken over by its code, its controls answering)`,
    `- Dashboard LCP on a weak signal: ${r.pageLoad.dashboardWeakSignalLcpMs} ms (the returning browser, its service worker installed, the page's own answer ${WEAK_SIGNAL_PAGE_MS} ms late); the next visit on it: ${r.pageLoad.dashboardWeakSignalAgainLcpMs} ms (the worker, having seen a late page, opens its kept shell at once)`,
    ...Object.entries(r.pageLoad.switchMs).map(
      ([remote, ms]) =>
        `- Switch to the ${remote} remote's screen: ${ms} ms from a page read for a few seconds (${r.pageLoad.switchAtOnceMs[remote] ?? '–'} ms clicking as the page's heading shows; ${r.pageLoad.switchTappedMs[remote] ?? '–'} ms by a tap that holds the link ${TAP_HOLD_MS} ms)`,
    ),
    '',
  );
  return lines.join('\n');
}

/** The issues' targets against this run: alone medians also as a multiple of /api/health's alone median. */
function targets(api: RouteResult[]): string[] {
  const health = api.find((a) => a.name === 'health');
  const lines = [
    '',
    '## Targets',
    '',
    row(['route', 'issue', 'target', 'measured', 'met']),
    row(['---', '---:', '---', '---', '---']),
  ];
  for (const t of TARGETS) {
    const a = api.find((result) => result.name === t.route);
    if (!a) continue;
    if (t.aloneP50Ms !== undefined && a.aloneP50Ms !== undefined) {
      const times = health?.aloneP50Ms
        ? ` (${Math.round((a.aloneP50Ms / health.aloneP50Ms) * 10) / 10}× health's ${health.aloneP50Ms} ms)`
        : '';
      const met = a.aloneP50Ms <= t.aloneP50Ms ? 'yes' : 'no';
      lines.push(row([t.route, t.issue, `alone p50 ≤ ${t.aloneP50Ms} ms`, `${a.aloneP50Ms} ms${times}`, met]));
    }
    if (t.ratioToHealth !== undefined && a.ratioToHealth !== undefined) {
      const met = a.ratioToHealth >= t.ratioToHealth ? 'yes' : 'no';
      lines.push(row([t.route, t.issue, `ratio ≥ ${t.ratioToHealth}`, String(a.ratioToHealth), met]));
    }
  }
  return lines;
}
