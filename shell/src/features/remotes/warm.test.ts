import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmWhenIdle } from './warm.ts';

afterEach(() => vi.useRealTimers());

describe('warmWhenIdle', () => {
  it('waits the quiet time, then warms one path per idle moment, each only after the one before has finished', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const finish: Array<() => void> = [];
    const warm = (path: string) => {
      started.push(path);
      return new Promise<void>((resolve) => finish.push(resolve));
    };
    warmWhenIdle(['/events', '/documents', '/reports'], warm, 3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual(['/events']);
    finish[0]?.();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual(['/events', '/documents']);
    finish[1]?.();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual(['/events', '/documents', '/reports']);
  });

  it('starts nothing more once stopped', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const stop = warmWhenIdle(['/events', '/documents'], async (path) => {
      started.push(path);
    });
    await vi.advanceTimersByTimeAsync(300);
    expect(started).toEqual(['/events']);
    stop();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(started).toEqual(['/events']);
  });
});
