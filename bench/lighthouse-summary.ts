import { LIGHTHOUSE_TARGETS, type LighthouseResult } from './lighthouse.ts';

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const MARK_START = '<!-- lighthouse:start -->';
const MARK_END = '<!-- lighthouse:end -->';

/**
 * The lowest and highest of one figure over the screen's runs, e.g. ' (81–142)' for TBT in ms or ' (0.65–1.94)' for
 * LCP in seconds, when it was measured more than once.
 */
function spread(r: LighthouseResult, figure: 'tbtMs' | 'lcpMs'): string {
  const values = (r.runs ?? []).map((run) => run[figure]);
  if (values.length < 2) return '';
  const shown = (ms: number) => (figure === 'lcpMs' ? (ms / 1000).toFixed(2) : String(ms));
  return ` (${shown(Math.min(...values))}–${shown(Math.max(...values))})`;
}

/** One screen's four figures, each with a ✓ when it meets the target. */
function cells(r: LighthouseResult | undefined): string[] {
  if (!r) return ['—', '—', '—', '—'];
  const t = LIGHTHOUSE_TARGETS;
  const ok = (met: boolean) => (met ? ' ✓' : '');
  return [
    `${r.score}${ok(r.score >= t.score)}`,
    `${seconds(r.lcpMs)}${ok(r.lcpMs <= t.lcpMs)}${spread(r, 'lcpMs')}`,
    `${r.tbtMs} ms${ok(r.tbtMs <= t.tbtMs)}${spread(r, 'tbtMs')}`,
    `${r.cls}${ok(r.cls <= t.cls)}`,
  ];
}

/**
 * The Lighthouse section of SUMMARY.md: each screen's median score, LCP, TBT and CLS against the targets,
 * beside the recorded baseline (before) when there is one.
 */
export function lighthouseSummary(after: LighthouseResult[], before: LighthouseResult[] | undefined, date: string) {
  const t = LIGHTHOUSE_TARGETS;
  const head = ['screen', 'score', 'LCP', 'TBT', 'CLS'];
  const lines = [
    MARK_START,
    '## Lighthouse (mobile preset: simulated slow 4G, 4× CPU; median of 3)',
    '',
    `Run ${date}, Lighthouse 12 driving Debian Chromium, signed in as the demo carrier admin except on /.`,
    `Targets, each screen: score ≥ ${t.score}, LCP ≤ ${seconds(t.lcpMs)}, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls} (✓ = met).`,
    'The machine is shared (2 cores): compare figures of the same run, and before with after only as a trend.',
    "LCP and TBT are the medians; in brackets, the lowest and highest of the screen's runs.",
    '',
  ];
  if (before) {
    lines.push(
      row([head[0] ?? '', ...head.slice(1).map((h) => `${h} before`), ...head.slice(1).map((h) => `${h} after`)]),
      row(['---', ...Array(8).fill('---:')]),
      ...after.map((r) => row([r.name, ...cells(before.find((b) => b.name === r.name)), ...cells(r)])),
    );
  } else {
    lines.push(
      row(head),
      row(['---', '---:', '---:', '---:', '---:']),
      ...after.map((r) => row([r.name, ...cells(r)])),
    );
  }
  const shares = after.flatMap((r) =>
    r.mainThreadShare === undefined ? [] : [`${r.name} ${Math.round(r.mainThreadShare * 100)} %`],
  );
  const own = after.flatMap((r) => (r.ownBlockingMs === undefined ? [] : [`${r.name} ${r.ownBlockingMs} ms`]));
  if (own.length > 0)
    lines.push(
      '',
      `The blocking time of the page's own work (TBT over its tasks' CPU time rather than their length, to the end of the load; median of the runs): ${own.join(', ')}.`,
      'It is what TBT would be with a processor core to the page, and barely moves with the machine’s other load: it tells whether a change cut the page’s work.',
    );
  if (shares.length > 0)
    lines.push(
      '',
      `How much of a processor core the page's main thread had in its long tasks (median of the runs): ${shares.join(', ')}.`,
      'For the rest of their length it was off the processor, waiting while the cores ran the local server, the browser’s other processes and threads and Lighthouse; the 4× simulation counts that wait as blocking time all the same.',
    );
  lines.push('', MARK_END, '');
  return lines.join('\n');
}

/** SUMMARY.md with its Lighthouse section replaced by `section` (appended when it has none). */
export function withLighthouseSection(summaryMd: string, section: string): string {
  const start = summaryMd.indexOf(MARK_START);
  const end = summaryMd.indexOf(MARK_END);
  if (start < 0 || end < 0) return `${summaryMd.trimEnd()}\n\n${section}`;
  return `${summaryMd.slice(0, start)}${section}${summaryMd.slice(end + MARK_END.length).replace(/^\n+/, '')}`;
}
