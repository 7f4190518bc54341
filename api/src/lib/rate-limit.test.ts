import { describe, expect, it } from 'vitest';
import { slidingWindow } from './rate-limit.ts';

const MINUTE = 60_000;
const boundary = 1_800_000_000_000 - (1_800_000_000_000 % MINUTE);

describe('slidingWindow', () => {
  it('keeps counting a burst from just before the window turned over', () => {
    // 20 hits in the last second of the previous minute, limit 20: the next minute starts full.
    const state = slidingWindow(20, 0, 20, MINUTE, boundary + 1_000);
    expect(state.used).toBe(20);
    expect(state.remaining).toBe(0);
    // One more fits once a twentieth of the previous window has slid out: 3 s into this one.
    expect(state.retryAfter).toBe(2);
  });

  it('lets the previous window fade as this one goes on', () => {
    expect(slidingWindow(20, 0, 20, MINUTE, boundary + MINUTE / 2).used).toBe(10);
    expect(slidingWindow(20, 4, 20, MINUTE, boundary + (3 * MINUTE) / 4).used).toBe(9);
    expect(slidingWindow(20, 0, 20, MINUTE, boundary + MINUTE - 1).used).toBe(1);
  });

  it('counts only this window when nothing came before, and says when it ends', () => {
    const state = slidingWindow(0, 5, 20, MINUTE, boundary + 15_000);
    expect(state).toEqual({ used: 5, remaining: 15, retryAfter: 45 });
  });

  it('when this window alone is over the limit, waits into the next one', () => {
    // 40 hits this minute, limit 20: the next minute counts ceil(40 × its unelapsed share), ≤ 19 once
    // 31.5 s of it have gone; from 30 s into this minute that is 61.5 s away.
    const state = slidingWindow(0, 40, 20, MINUTE, boundary + 30_000);
    expect(state.retryAfter).toBe(62);
    const at = boundary + 30_000 + state.retryAfter * 1_000;
    expect(slidingWindow(40, 0, 20, MINUTE, at).used).toBeLessThanOrEqual(19);
    expect(slidingWindow(40, 0, 20, MINUTE, at - 1_000).used).toBeGreaterThan(19);
  });
});
