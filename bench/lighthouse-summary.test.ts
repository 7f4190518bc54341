import { describe, expect, it } from 'vitest';
import type { LighthouseResult } from './lighthouse.ts';
import { lighthouseSummary, withLighthouseSection } from './lighthouse-summary.ts';

const result = (name: string, score: number, lcpMs: number, tbtMs: number, cls: number): LighthouseResult => ({
  name,
  path: name,
  score,
  lcpMs,
  tbtMs,
  cls,
  runs: [{ score, lcpMs, tbtMs, cls }],
});

describe('the Lighthouse section of SUMMARY.md', () => {
  it('lists each screen’s figures before and after, marking those that meet the issue’s targets', () => {
    const before = [result('/dashboard', 39, 3753, 1971, 0.738)];
    const after = [result('/dashboard', 96, 1700, 120, 0.02)];
    const section = lighthouseSummary(after, before, '2026-11-23T20:00:00.000Z');
    expect(section).toContain('| /dashboard | 39 | 3.75 s | 1971 ms | 0.738 | 96 ✓ | 1.70 s ✓ | 120 ms ✓ | 0.02 ✓ |');
    expect(section).toContain('score before');
  });

  it('without a baseline shows this run alone; a figure just past a target gets no mark', () => {
    const section = lighthouseSummary([result('/events', 94, 1801, 151, 0.021)], undefined, 'now');
    expect(section).toContain('| /events | 94 | 1.80 s | 151 ms | 0.021 |');
    expect(section).not.toContain('score before');
  });

  it('shows the spread of LCP and TBT over the screen’s runs beside their medians', () => {
    const runs = [
      { score: 99, lcpMs: 654, tbtMs: 81, cls: 0 },
      { score: 99, lcpMs: 1944, tbtMs: 142, cls: 0 },
      { score: 99, lcpMs: 700, tbtMs: 122, cls: 0 },
    ];
    const section = lighthouseSummary([{ ...result('/dashboard', 99, 700, 122, 0), runs }], undefined, 'now');
    expect(section).toContain('| /dashboard | 99 ✓ | 0.70 s ✓ (0.65–1.94) | 122 ms ✓ (81–142) | 0 ✓ |');
  });

  it('says how much of a core the main thread had in its long tasks, when the runs measured it', () => {
    const measured = { ...result('/events', 90, 900, 400, 0), mainThreadShare: 0.34 };
    const section = lighthouseSummary([measured, result('/', 99, 800, 100, 0)], undefined, 'now');
    expect(section).toContain("the page's main thread had in its long tasks (median of the runs): /events 34 %.");
    expect(lighthouseSummary([result('/', 99, 800, 100, 0)], undefined, 'now')).not.toContain('main thread had');
  });

  it('gives the blocking time of the page’s own work, when the runs measured it', () => {
    const measured = { ...result('/events', 90, 900, 400, 0), ownBlockingMs: 96 };
    const section = lighthouseSummary([measured, result('/', 99, 800, 100, 0)], undefined, 'now');
    expect(section).toContain('to the end of the load; median of the runs): /events 96 ms.');
    expect(lighthouseSummary([result('/', 99, 800, 100, 0)], undefined, 'now')).not.toContain('own work');
  });

  it('replaces the section of an existing summary and keeps everything around it', () => {
    const old = lighthouseSummary([result('/', 80, 3000, 400, 0)], undefined, 'then');
    const summary = `# Bench\n\n${old}\n## After\n`;
    const fresh = lighthouseSummary([result('/', 90, 2000, 200, 0)], undefined, 'now');
    const updated = withLighthouseSection(summary, fresh);
    expect(updated).toContain('# Bench');
    expect(updated).toContain('## After');
    expect(updated).toContain('| / | 90 |');
    expect(updated).not.toContain('| / | 80 |');
    expect(withLighthouseSection('# Bench\n', fresh)).toBe(`# Bench\n\n${fresh}`);
  });
});
