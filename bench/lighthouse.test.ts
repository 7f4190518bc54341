import { describe, expect, it } from 'vitest';
import { mainThreadFigures } from './lighthouse.ts';

const pid = 2;
const tid = 1;
const frame = 'F1';

/** A page's trace as Lighthouse records it, reduced to what the figures read: its start, first paint and tasks. */
function trace(firstPaintUs: number | null, tasks: [ts: number, dur: number, tdur: number][]) {
  const task = ([ts, dur, tdur]: [number, number, number]) => ({
    name: 'RunTask',
    ts,
    dur,
    tdur,
    pid,
    tid,
    ph: 'X',
    cat: 'disabled-by-default-devtools.timeline',
    args: {},
  });
  const frames = [{ frame, url: 'http://x/', processId: pid, isInPrimaryMainFrame: true, isOutermostMainFrame: true }];
  return {
    traceEvents: [
      {
        name: 'TracingStartedInBrowser',
        ts: 900,
        pid: 1,
        tid: 1,
        ph: 'I',
        cat: 'disabled-by-default-devtools.timeline',
        args: { data: { frameTreeNodeId: 1, frames } },
      },
      { name: 'thread_name', ts: 0, pid, tid, ph: 'M', cat: '__metadata', args: { name: 'CrRendererMain' } },
      {
        name: 'navigationStart',
        ts: 1000,
        pid,
        tid,
        ph: 'R',
        cat: 'blink.user_timing',
        args: { frame, data: { documentLoaderURL: 'http://x/', isLoadingMainFrame: true, navigationId: 'N' } },
      },
      ...(firstPaintUs === null
        ? []
        : [
            {
              name: 'firstContentfulPaint',
              ts: firstPaintUs,
              pid,
              tid,
              ph: 'R',
              cat: 'loading,rail,devtools.timeline',
              args: { frame, data: { navigationId: 'N' } },
            },
          ]),
      ...tasks.map(task),
    ],
  };
}

describe('mainThreadFigures', () => {
  const tasks: [number, number, number][] = [
    [10_000, 40_000, 30_000], // before the first paint: counts for the share only
    [60_000, 60_000, 20_000], // 20 ms of CPU: 80 ms at 4×, 30 ms blocking
    [130_000, 10_000, 10_000], // short: neither
    [150_000, 100_000, 25_000], // 25 ms of CPU: 50 ms blocking, however long it waited for a core
  ];

  it('gives the share of a core the long tasks had and the blocking time of their CPU time from the first paint', () => {
    expect(mainThreadFigures(trace(50_000, tasks))).toEqual({ mainThreadShare: 0.38, ownBlockingMs: 80 });
  });

  it('leaves out what the trace cannot tell', () => {
    expect(mainThreadFigures(trace(null, tasks))).toEqual({ mainThreadShare: 0.38 });
    expect(mainThreadFigures(trace(50_000, [[60_000, 10_000, 10_000]]))).toEqual({ ownBlockingMs: 0 });
    expect(mainThreadFigures({ traceEvents: [] })).toEqual({});
  });
});
